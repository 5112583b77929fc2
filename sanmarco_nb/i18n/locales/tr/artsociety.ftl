## Sanat Cemiyeti: türler, terimler, evreler, kararlar, mesajlar ve olay cümleleri.
## Duvardaki konumlar 1'den sayılır ("5. satırın 1. sütunu"); kayıtta geniş zaman.

as-genre-C = Şehir Hayatı
as-genre-P = Portre
as-genre-S = Natürmort
as-genre-L = Peyzaj

as-term-auction = müzayede
as-term-auctioneer = müzayedeci
as-term-gavel = mezat çekici
as-term-bid_card = teklif kartı
as-term-start_card = başlangıç teklif kartı
as-term-painting = tablo
as-term-genre = tür
as-term-frame = çerçeve
as-term-decor = dekor
as-term-decor_tile = dekor karosu
as-term-shield = kalkan
as-term-wall = galeri duvarı
as-term-star = yıldız alanı
as-term-eye_line = göz hizası
as-term-faux_pas = gaf
as-term-assistant = asistan
as-term-excess = fazla tablolar
as-term-museum = müze
as-term-prestige_track = prestij izi
as-term-corners = açık köşeler
as-term-full_wall = tam galeri bonusu
as-term-genres = tür puanları
as-term-total = toplam
as-term-round = tur
as-term-player = oyuncu
as-term-multiplier = çarpan

as-phase-deal = dağıtım
as-phase-setup = başlangıç tablosunu as
as-phase-pick = müzayedeyi hazırla
as-phase-turn-over = tabloları aç
as-phase-bid = teklif ver
as-phase-acquire = tablo al
as-phase-place = tabloyu yerleştir
as-phase-decor = dekor karosunu as
as-phase-after = asistandaki karoyu as?
as-phase-end = oyun sonu

as-button-back_button = { $value }: { $w }×{ $h } ({ $left })
as-button-take_slot = { $slot }. tabloyu al
as-button-ready = Hazır
as-button-reveal = Aç
as-button-next = Sonraki
as-button-reveal_done = Oyuna devam
as-button-hang_here = Buraya as
as-button-to_assistant = Asistana ver
as-button-done = Tamam
as-button-excess_button = Fazla olarak ayır
as-button-swap_button = { $n }. müze tablosuyla değiştir
as-button-take = al
as-button-hang = as
as-button-from-assistant = asistandaki karoyu as
as-button-swap = müzeyle değiştir

as-message-title = Sanat Cemiyeti
as-message-round_of = { $round }. tur
as-message-to_move = Sıra: { $name }
as-message-chance = şans
as-message-chance_moves = Sıra şansta (tabloların ön yüzü)
as-message-player_n = Oyuncu { $n }
as-message-you = sen
as-message-bot = bot
as-message-game_over = Oyun bitti: { $names } kazandı.
as-message-waiting = { $name } bekleniyor.
as-message-face_down = kapalı
as-message-taken = alındı
as-message-pick_backs = { $name }, müzayedeci sensin: arka yüzlerine bakarak { $n } tablo daha seç (değer: genişlik×yükseklik, kaç tane kaldığı).
as-message-take_hint = { $name }: müzayededen bir tablo al.
as-message-bids = Teklifler
as-message-order = Sıra
as-message-bid_hidden = kapalı
as-message-bid_waiting = …
as-message-choose_bid = { $name }: bir teklif kartı seç (diğerleri göremez).
as-message-pile = deste { $cards }
as-message-all_bids_in = Bütün teklifler verildi. Hepsini birlikte aç:
as-message-setup_hint = { $name }: başlangıç tablonu ({ $genre }, çerçeve { $frame }, değer { $value }, { $w }×{ $h }) bir yıldız alanını kapatacak şekilde as.
as-message-cell = { $row }. satır, { $col }. sütun
as-message-tile = { $kind ->
    [decor] dekor karosu ({ $w }×{ $h }, { $shields } kalkan)
   *[painting] { $genre } tablosu (çerçeve { $frame }, değer { $value }, { $w }×{ $h })
  }
    .accusative = { $kind ->
        [decor] dekor karosunu ({ $w }×{ $h }, { $shields } kalkan)
       *[painting] { $genre } tablosunu (çerçeve { $frame }, değer { $value }, { $w }×{ $h })
      }
as-message-nothing_to_hang = Şu an asılacak bir karo yok.
as-message-assistant_holds = Asistan: { $tile }
as-message-nothing = boş
as-message-excess_count = Fazla tablolar: { $n }
as-message-hand = el { $cards }
as-message-genre_points = { $genre } { $points }

as-event-start_painting = { $p }, başlangıç tablosu olarak { $genre } alır (çerçeve { $frame }).
as-event-start_card = { $p }, { $card } numaralı başlangıç teklif kartını alır.
as-event-auctioneer = { $p } en düşük başlangıç teklif kartına ({ $card }) sahiptir ve ilk müzayedeci olur.
as-event-round = { $round }. tur: müzayedeci { $p }.
as-event-pick = { $p }, { $value } değerinde ({ $w }×{ $h }) bir tabloyu kapalı olarak müzayedeye çıkarır.
as-event-front = { $slot }. müzayede yerindeki tablo açılır: { $genre }, çerçeve { $frame }.
as-event-bid = { $p } kapalı bir teklif verir.
as-event-reveal = Teklifler açılır: { $bids }.
as-event-tie = { $players } arasında { $bid } ile beraberlik: { $step ->
    [beneath] alttaki kart
    [start] başlangıç teklif kartı
   *[deeper] destenin daha altındaki kart
  } belirler ({ $cards }).
as-event-order = Tablo alma sırası: { $order }.
as-event-take = { $p }, { $slot }. yerdeki { $genre } tablosunu alır (değer { $value }, { $w }×{ $h }).
as-event-hang = { $p }, { $source ->
    [start] başlangıç tablosunu
    [decor] dekor karosunu
    [assistant] asistandaki karoyu
   *[auction] tabloyu
  } { $row }. satırın { $col }. sütununa asar.
as-event-faux_pas = Gaf! { GEN($p) } duvarında { $genre } tabloları birbirine değiyor: bu tablolar tür puanı almaz.
as-event-decor_earned = { $p }, { $shields } kalkanlı bir dekor karosu kazanır ({ $matching ->
    [0] fazla tablo için
   *[other] aynı çerçeveli { $matching } komşu tablo
  }).
as-event-decor_returned = { GEN($p) } dekor karosu ({ $shields } kalkan) hiçbir yere sığmıyor ve yedeğe döner.
as-event-decor_supply_empty = Yedekte { $p } için { $shields } kalkanlı dekor karosu kalmadı.
as-event-to_assistant = { $p } karoyu asistana verir.
as-event-excess = { GEN($p) } { $genre } tablosu hiçbir yere sığmadığı için fazla tablo olur (oyun sonunda −2; şimdiye kadar { $count }); karşılığında { $p } tek kalkanlı bir dekor karosu alır.
as-event-museum_swap = { $p }, yerleştiremediği { $genre } tablosunu müzedeki { $got } değerinde bir tabloyla değiştirir.
as-event-museum = Satılmayan { $genre } tablosu müzeye gider: türün taşı { $start } konumundan { $to } konumuna ilerler{ $bumped_count ->
    [0] { "" }
   *[other] { " " }(dolu konumlar atlanır: { $bumped })
  }.
as-event-gavel = Mezat çekici el değiştirir; yeni müzayedeci: { $p }.
as-event-game_end = Oyun { $round }. turdan sonra biter: { $reasons }.
as-event-scores = Son puanlar: { $totals }. { $winners_count ->
    [one] Kazanan
   *[other] Kazananlar
  }: { $winners }.

as-end-full_wall = bir galeri duvarı doldu
as-end-excess = bir oyuncunun 2 fazla tablosu var
as-end-bid_cards = teklif kartları bitti
as-end-paintings = tablolar bitti
