## Masalar (sanmarco_nb.widgets): ortak düğmeler (table-…), her oyunun kendi metinleri
## (sm-table-…, as-table-…) ve oyun uygulaması (app-…). Hitap: sen.

table-log = <b>Olay günlüğü</b> (en yenisi üstte; kuralını görmek için bir satır seç)
table-to_start = Başa
table-back = Geri
table-forward = İleri
table-to_end = Sona
table-past = <b>{ $total } hamlenin { $n }. hamlesine bakıyorsun</b> (geçmiş): burada yapılan bir hamle { $left ->
    [one] sonraki hamlenin
   *[other] sonraki { $left } hamlenin
  } yerini alır.
table-rules_now = Şimdiki kurallar: { $phase }
table-choices_do = Her seçenek ne yapar
table-back_to_now = Şimdiye dön
table-replay = Tekrar oynat
table-stop = Durdur
table-bots_play = Botlar oynasın (senin yerinde de açgözlü bot):
table-speed = Hız
table-instant = anında
table-fast = hızlı
table-normal = normal
table-slow = yavaş
table-busy = Botlar oynuyor: bekle ya da Durdur'a bas.
table-stale = Bu seçim eskidi: oyun ilerledi.
table-not_your_turn = Şu an sıra bir insan oyuncuda değil.
table-record = Oyun kaydı (JSON)
table-show_record = Bu oyunun kaydını göster
table-load_record = Yükle ve tekrar oynat
table-continue = Devam: botlar senin sırana kadar oynasın
table-nothing_to_resume = Burada bir insan karar verir: botlara iş yok.
table-lines = Saklanan dallar:
table-this_line = bu dal
table-line_of = { $fork }. hamlede ayrılan dal ({ $moves } hamle)
table-branched = Buradan yeni bir dal: eskisi 'Saklanan dallar' altında duruyor.
table-no_roll = Şu an atılacak zar yok.
table-record_players = Kayıt { $theirs } oyunculu bir oyuna ait, bu masada { $seats } oyuncu var: kaydı { $theirs } oyunculu bir masada aç.
table-until_turn = hamlenin sonuna kadar
table-until_round = turun sonuna kadar
table-until_passage = dönemin sonuna kadar
table-until_game = oyunun sonuna kadar

table-remote_sending = Hamlen oda sunucusuna gidiyor: biraz bekle.
table-remote_past = Geçmişe bakıyorsun: oynamaya devam etmek için Sona git.
table-remote_watching = Bu odayı izliyorsun: buradan kimse oynamaz.
table-remote_lost = Hamle oda sunucusuna ulaşmadı ({ $why }): masaya bakıp yeniden dene.
table-remote_closed = Oda bağlantısı kapandı ({ $why }).
table-remote_other_game = Bu kod { $game } değil, { $what } odası açıyor: bu kodla { $what } masasını aç.
table-remote_no_room = Kod, ad ve izleme bir sınıf odasına aittir: odanın adresini de ver (room=…).
table-remote_no_code = Bir odaya kodla katılınır: kodu ver (code=…).
table-remote_seat = oda { $room }, yerin: { $name }
table-remote_elsewhere = Bu yer odada oynanıyor, bu masada değil.

sm-table-card_rules = Bu kartlar ne yapar
sm-table-split_hint = Her kartı bir gruba koy; her grupta en az bir kart olmalı.
sm-table-rolls_done = Bitti: burada atılacak zar kalmadı; oyun şununla sürüyor: { $phase }.
sm-table-click_district = Tahtada bir bölgeye tıkla ya da aşağıdan seç.
sm-table-more = … { $n } tane daha: { $hint }
sm-table-focus = { $district } için seçenekler.
sm-table-move_to = Tıkla: kartı { $offer } grubuna taşı
sm-table-move_card = { $card } kartını { $offer } grubuna taşı
sm-table-show_all = hepsini göster
sm-table-chart_prestige = Prestij puanı
sm-table-chart_majority = Bölgelerde aristokrat (1., 2.)
sm-table-chart_limits = Ceza toplamları ({ $limit_out } ve üstü oyun dışı)
sm-table-axis_rounds = turlar (kesikli: yeni dönem)
sm-table-axis_pp = prestij puanı

as-table-auction_row = Müzayede
as-table-pass_device = Cihazı { DAT($name) } ver; diğer teklifler gizli kalır. Sonra Hazır'a bas.
as-table-place_hint = { $name }: { $tile_accusative } as. İşaretli bir alana (sol üst köşesine) tıkla ya da bir konum seç, önizlemeye bak, sonra onayla.
as-table-position = Konum
as-table-which_tile = Karo
as-table-the_new = elde: { $tile }
as-table-the_assistants = asistandaki: { $tile }
as-table-choose_cell = İşaretli bir alan seç.
as-table-preview_ok = Önizleme: gaf yok
as-table-preview_faux_pas = Önizleme: aynı türden { $n } tablo ile gaf
as-table-preview_decor = { $n } kalkanlı bir dekor karosu kazandırır
as-table-preview_no_decor = dekor yok
as-table-preview_eyeline = göz hizasında
as-table-museum_title = Müze: prestij izi (×çarpan)
as-table-estimate = Oyun şimdi bitse puanlar
as-table-final = Son puanlama

app-title = San Marco ve Sanat Cemiyeti
app-game = Oyun
app-players = Oyuncular
app-seed = Tohum
app-language = Dil
app-new_game = Yeni oyun
app-join_room = Bir odaya katıl
app-room = Oda
app-code = Kod
app-code_placeholder = katılım kodun
app-name = Adın
app-name_placeholder = isteğe bağlı
app-join = Odaya katıl
app-seat = { $player }
app-seat-human = sen (insan)
app-seat-greedy = açgözlü bot
app-seat-random = rastgele bot
app-seat-search = arama botu
app-instructions = Tek ekran: insan oyuncular sırayla aynı cihazı kullanır. Oda: her ekranda bir yer, yalnızca kendi kartların görünür.
app-started = { $game }, tohum { $seed }: { $seats }
app-join_first = Önce odanın adresini ve kodunu gir.
app-join_failed = Odaya katılınamadı: { $why }
app-joined = Odaya katıldın: { $game }.

cli-review_line = { $ply }. { $name }: { $move } · koç: { $best } · kayıp: kazanma şansında { $loss }, { $points } puan · { $grade ->
    [best] en iyi hamle
    [good] iyi
    [inaccuracy] küçük hata
    [mistake] hata
    [blunder] büyük hata
   *[none] değerlendirilmedi: simülasyonlar onu en iyisinden ayıramıyor
  }
cli-replay_header = { $game }, { $players } oyuncu, tohum { $seed }, { $moves } hamle
cli-final = son puanlar: { $scores }; { $count ->
    [one] kazanan
   *[other] kazananlar
  }: { $winners }

table-static = { $game }, { $players } oyuncu ({ $seats }), şu aşamada: { $where }. Resim o anki { $picture ->
    [board] tahtayı
   *[walls] duvarları ve müzeyi
  } gösterir; oynamak için hücreyi çalıştır.
table-static_piece = { $game }, tek başına { $piece ->
    [DiceRoller] kurulum zarları
    [SplitBuilder] iki grup oluşturma
    [OfferChooser] grup seçme
    [DogeMover] Doç'u götürme
   *[other] masanın bir parçası
  }, şu aşamada: { $where }. Resim o anki { $picture ->
    [board] tahtayı
   *[walls] duvarları ve müzeyi
  } gösterir; oynamak için hücreyi çalıştır.
table-static_seats = { $humans_count ->
    [0] insan yok
   *[other] insan: { $humans }
  }, { $bots } bot
table-static_box = { $picture }; kullanmak için hücreyi çalıştır.
