## Retler: bir hamlenin, kaydın ya da isteğin neden kabul edilmediği. $move yazıldığı gibi
## Kurulum (yeni bir oyunun değerleri; bir kaydın başlığı)

setup-players = { $game } { $low }–{ $high } oyuncuyla oynanır, { $what } oyuncuyla değil.
setup-seed = Tohum (seed) 0 ile 2**64-1 arasında bir tam sayı olmalı, { $what } değil.
setup-start_player = İlk oyuncu oyunculardan biri olmalı, Oyuncu 1 ile Oyuncu { $count } arasında (0 ile { $high }), { $what } değil.
setup-as-start_player = İlk müzayedeciyi başlangıç teklif kartları belirler (AS-S2): ilk oyuncu Oyuncu 1 (0) olmalı.

## hamle gösterimi, $who bir oyuncu.

why-game_over = Oyun bitti.
why-preview_chance = Burada şans karar verir: önizlenecek hamle yok.
why-preview_turn = Önizleme tek bir oyuncunun hamlelerini izler: { $move } hamlesinden sonra sıra başkasına geçer.
why-no_chance_step = Burada şans karar vermez: sıra { LOC($who) }.
why-not_legal = “{ $move }” burada geçerli bir hamle değil.
why-notation_type = Hamle metin olarak yazılır, { $type } olarak değil.
why-notation_long = Bir hamle en çok { $max } karakterdir, { $n } değil: { $move }
why-notation_ascii = Hamleler yalın harf ve rakamlarla (ASCII) yazılır: { $move }
why-notation = “{ $move }”, { GEN($game) } gösteriminde bir hamle değil.

why-sm-notation = “{ $move }” San Marco gösterimi değil (örneğin “district 5”, “doge 2 P1 3”, “take 1 5 B L2”).
why-sm-notation_detail = { $why ->
    [district] “{ $token }” 1-6 arası bir bölge numarası değil
    [player] “{ $token }” P1–P{ $players } arası bir oyuncu değil
    [canal] “{ $token }” “1-2” gibi bir kanal değil
    [not_adjacent] { $a } ile { $b } komşu değil
    [card] “{ $token }” bir kart kodu değil (1-6, B, T, D, X, L1, L2, L3)
    [twice] “{ $token }” iki kez yazılmış
    [unexpected] “{ $token }” burada beklenmiyor
    [empty] Hamle boş
    [unknown] “{ $token }” diye bir hamle yok
    [incomplete] Hamle eksik
    [arguments] “{ $verb }” { $n } değer alır
    [bridge_take] Alınan köprüyü “take 4-5 P3” diye yaz
    [bridge_from] Aristokratın bölgesini “from 3” diye yaz
    [empty_offer] Bir grupta en az bir kart olmalı
    [offer_cards] “offer” kartlarıyla yazılır, örneğin “offer 2 B L1”
    [take_cards] “take” grubun kartlarıyla yazılır, örneğin “take 1 5 B L2”
    [keyword] “{ $keyword } <bölge>” diye yaz
    [transfer_from] “from <bölge>” diye yaz
   *[doge_path] Doç'un yolunu “doge 2 P1 3 ~ 5” gibi yaz
  }.
why-sm-not_action = { $what } bir San Marco hamlesi değil (gösterimi state.parse okur).
why-sm-phase = Şimdi sıra { $phase ->
    [setup-dice] kurulum zarında (şans karar verir)
    [setup-bridges] { LOC($who) }: kurulum köprüsü koyar (“bridge 1-2”)
    [roles] rollerin dağıtılmasında
    [draw] kart çekmede (şans karar verir)
    [split] { LOC($who) }: kartları gruplara böler (“split … / …”)
    [choose] { LOC($who) }: bir grup alır (“take …”)
    [play] { LOC($who) }: bir aksiyon kartı oynar
    [doge] { LOC($who) }: Doç'u götürür (“doge 3 P2 5”) ya da durdurur
    [banish-roll] sürgün zarında (şans karar verir)
    [banish] { LOC($who) }: kimin aristokratlarının gideceğini seçer (“remove …”)
    [free-banish] { LOC($who) }: kartsız sürgünü yapar (“banish 5”)
    [free-remove] { LOC($who) }: bir aristokratı çıkarır (“remove 5 P3”)
   *[end] kimsede değil: oyun bitti
  }; “{ $move }” olmaz.
why-sm-split_cards = Bölüşüm tam olarak çekilen kartlarla yapılır ({ $hand }), { $got } ile değil.
why-sm-split_offers = Kartlar { $n } gruba ayrılmalı, hiçbiri boş kalmamalı.
why-sm-take = Masadaki hiçbir grup tam olarak { $cards } kartlarından oluşmuyor.
why-sm-canal_full = { $a } ile { $b } arasında zaten { $max } köprü var (SM-B3).
why-sm-draw = Şu an { $card } çekilemez.
why-sm-roll = Zarda burada { $roll } gelemez (SM-S3: dördüncü atış farklı gelmeli).
why-sm-roles = Roller diğer aktif oyunculara birer birer verilir.
why-sm-no_card = Oynanan grupta { $card } yok.
why-sm-not_adjacent = { $a } ile { $b } komşu değil.
why-sm-hop = { $a } ile { $b } arasında köprün yok (SM-A1: geçiş kendi köprünün üzerinden olur).
why-sm-transfer_own = Transfer başka bir oyuncunun aristokratını alır, kendi aristokratını değil.
why-sm-no_aristocrat = { GEN($player) } { $district } bölgesinde aristokratı yok.
why-sm-doge_start = Doç { $district } bölgesinde, yolu oradan başlar.
why-sm-doge_twice = Doç'un yolu bir bölgeden iki kez geçiyor; kısa yolu seç.
why-sm-doge_cost = { $points } prestij puanın var; bu yol { $cost } puan tutuyor.
why-sm-supply_not_empty = Yedeğin boş değil: aristokrat yedekten gelir (SM-A6).
why-sm-no_own_aristocrat = { $district } bölgesinde aristokratın yok.
why-sm-supply_empty = Yedeğin boş: aristokratın hangi bölgeden geleceğini söyle (SM-A6).
why-sm-no_bridge = { GEN($player) } { $a } ile { $b } arasında köprüsü yok.
why-sm-bridges_only = Bu kurallarla Doç kanalları yalnızca köprü üzerinden geçer ({ $switch }: { $value }); { $a } ile { $b } arasında köprü yok.
why-sm-own_bridge = { $a } ile { $b } arasında senin köprün var: Doç onu bedava geçer, köprüsüz değil (SM-A9).

why-as-notation = “{ $move }” Sanat Cemiyeti gösterimi değil (örneğin “bid 14”, “take 2”, “hang 3x4@6,2”, “pick 5:3x3”).
why-as-not_action = Sanat Cemiyeti hamlesi değil: { $what }
why-as-verb = { $what } bir Sanat Cemiyeti fiili değil.
why-as-number = Hamlenin “{ $field }” alanı bir tam sayıdır, { $what } değil.
why-as-number_size = Hamlenin “{ $field }” alanı { $what } olamaz.
why-as-code = Hamlenin “{ $field }” alanı tek harflik bir koddur, { $what } değil.
why-as-task = Sıra { LOC($who) }: { $phase ->
    [setup] başlangıç tablosunu asar
    [pick] müzayede için bir tablo seçer
    [bid] teklif verir
    [acquire] bir tablo alır
    [place] az önce aldığı tabloyu yerleştirir
    [decor] az önce kazandığı dekor karosunu yerleştirir
   *[after] asistandaki karoyu asar ya da hamlesini bitirir
  }; bu yüzden “{ $move }” şu an olmaz.
why-as-pick = Seçilecek { $value }: { $w }×{ $h } arka yüzlü tablo kalmadı.
why-as-bid_played = { $card } numaralı teklif kartı zaten oynandı.
why-as-no_bid_card = { GEN($who) } { $card } numaralı teklif kartı yok.
why-as-slot_empty = { $slot }. müzayede yeri boş.
why-as-no_slot = { $slot }. müzayede yeri yok.
why-as-assistant_full = Asistan zaten bir karo tutuyor (AS-P6).
why-as-swap = Burada bu türden bir müze tablosuyla değiş tokuş yapılamaz ({ $switch }).
why-as-assistant_empty = Asistan boş.
why-as-assistant_fresh = Asistandaki karo bu hamlede geldi; ancak sonraki bir hamlede asılabilir (AS-P6).
why-as-assistant_used = Asistandaki karo bu hamlede zaten asıldı.
why-as-assistant_after = Az önce alınan tablo duvara sığıyor: asistandaki karo ondan sonra asılabilir (AS-R4).
why-as-assistant_strict = “{ $switch }” kuralı kapalıyken hiçbir yere sığmayan tablo hemen fazla tablo olur; asistandaki karo ondan sonra asılabilir (AS-R4).
why-as-chance = Burada bir oyuncu değil şans karar verir: “{ $move }” bir şans sonucu değil.
why-as-start_left = Dağıtılacak { $genre } başlangıç tablosu (çerçeve { $frame }) kalmadı.
why-as-card_left = Dağıtılacak { $card } numaralı başlangıç teklif kartı kalmadı.
why-as-front_left = Bu arka yüzle ön yüzü { $genre } (çerçeve { $frame }) olan tablo kalmadı.
why-as-orientation = Eldeki { $kind ->
    [decor] dekor karosu
   *[painting] tablo
  } { $pw }×{ $ph }, { $w }×{ $h } değil{ $kind ->
    [decor] { " " }(dekor karosu döndürülebilir)
   *[painting] { "" }
  }.
why-as-place = { $w }×{ $h } boyutundaki { $kind ->
    [decor] dekor karosu
   *[painting] tablo
  } { $row }. satırın { $col }. sütununa sığmıyor: { $why ->
    [beyond] duvarın dışına taşar
    [overlap] orada asılı bir karonun üstüne gelir (AS-P1)
    [star] başlangıç tablosu bir yıldız alanını kapatmalı (AS-S1)
   *[edge] duvardaki hiçbir karoyla kenar paylaşmaz; köşeden değmek yetmez (AS-P1)
  }.

why-as-start_same = Bu varyantta her başlangıç tablosu sol üst alanı üstteki yıldız alanına gelecek biçimde asılır ({ $row }. satır, { $col }. sütun) (AS-S1).

record-move = { $n }. hamle ({ $move }): { $reason }
record-game = “game” alanı: “{ $expected }” bekleniyordu, { $got } geldi.
record-unknown_game = “game” alanı: { $got } diye bir oyun yok.
record-header = Kaydın başlığı bir oyunu tarif etmiyor: { $reason }
record-digits = Bir sayının { $max } basamaktan fazlası var: { $what }
record-constant = { $what }, bir kaydın içerebileceği bir sayı değil.
record-too_long = Bir kayıt en çok { $max } karakterdir.
record-nested = Kayıt { $max } düzeyden daha derin iç içe.
record-json = Kayıt geçerli bir JSON değil ({ $line }. satır, { $column }. sütun).
record-not_text = Kayıt metin (UTF-8) değil.
record-object = Kayıt bir JSON nesnesidir.
record-field_name = Alan adları metindir, { $what } değil.
record-unknown_field = Bilinmeyen alan: { $what }.
record-missing = “{ $field }” alanı eksik.
record-game_name = “game” alanı: bir oyunun adı bekleniyordu, { $what } değil.
record-format = “format” alanı: bu sürüm { $version } biçimini okur, { $what } değil.
record-version = “version” alanı: “0.1.0” gibi bir metin bekleniyordu.
record-number = “{ $field }” alanı: 0 ile { $top } arasında bir tam sayı bekleniyordu, { $what } değil.
record-moves = “moves” alanı: gösterimle yazılmış hamlelerin listesi bekleniyordu.
record-many_moves = “moves” alanı: en çok { $max } hamle olabilir, { $n } değil.
record-move_type = { $n }. hamle: gösterimle yazılmış bir hamle bekleniyordu, { $type } değil.
record-move_long = { $n }. hamle: bir hamle en çok { $max } karakterdir, { $length } değil.
record-variant = “variant” alanı: bir nesne bekleniyordu.
record-unknown_switch = “variant” alanı: { $what } diye bir kural seçeneği yok.
record-switch_nested = “variant.{ $name }” alanı: { $reason }
record-switch_value = “variant.{ $name }” alanı: { $what }, { $choices } değerlerinden biri değil.

room-stale = { $seen }. hamleyi gördün, oyun { $now }. hamlede: masaya yeniden bak.
room-not_your_turn = Sıra sende değil: sıra { LOC($who) }.
room-move_text = Hamle en çok { $max } karakterlik bir gösterim metnidir.
room-no_room = { $room } diye bir oda yok.
room-unknown_code = Bilinmeyen ya da kullanılmış kod.
room-other_room = Bu kod başka bir odaya ait.
room-unknown_session = Bilinmeyen oturum: öğretmeninden yeni bir kod iste.
room-no_seat = { $room } odasında { $seat } numaralı bir insan yeri yok.
room-first_message = İlk mesaj bir katılma mesajı olmalı.
room-too_many_codes = Bu adresten çok fazla yanlış kod geldi: bir dakika bekle.
room-wrong_teacher_code = Öğretmen kodu yanlış.
room-teacher_watches = Öğretmen görünümü yalnızca izler; hamle yapmaz.
room-version = Sürüm değil: Hamle, yapıldığı sürümü, yani hamle sayısını (0 ya da daha büyük bir tam sayı) taşır.
room-unknown_type = Bilinmeyen mesaj türü: { $what }.
room-no_join = Zamanında katılma mesajı gelmedi.
room-seat_number = Yer bir sayıdır.
