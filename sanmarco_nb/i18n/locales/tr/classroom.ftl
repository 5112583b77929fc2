# Oda sunucusunun sayfaları (öğretmen, projeksiyon, öğrenci) ve sunucunun insanlara yanıtları.
# classroom-js-…: sayfaların betiklerinin sayfadaki JSON bloğundan okuduğu metinler; bağımsız
# değişkenleri tarayıcı doldurur, bu yüzden yalnızca düz { $arg } (çoğul yok, hâl eki yok).

## öğretmen sayfası
classroom-teacher-title = Sınıf: öğretmen
classroom-teacher-code = Öğretmen kodu
classroom-open = Aç
classroom-new_rooms = Yeni odalar
classroom-game = Oyun
classroom-seats = Yerler
classroom-seats_hint = her yer için bir tane: “human” (insan), “random”, “greedy” ya da “search” (botlar)
classroom-room_count = Oda sayısı
classroom-room_title = Başlık
classroom-create = Oluştur
classroom-codes_caption = Katılım kodları (her öğrenciye bir satır ver)
classroom-col-room = oda
classroom-col-seat = yer
classroom-col-code = kod
classroom-col-link = bağlantı
classroom-col-voila = oyun uygulaması (Voila) bağlantısı
classroom-col-title = başlık
classroom-col-game = oyun
classroom-col-phase = aşama
classroom-col-move = hamle
classroom-col-to_move = sıra
classroom-col-scores = puanlar
classroom-col-seats = yerler
classroom-rooms = Odalar
classroom-all_records = Biten bütün oyunların kayıtlarını indir
classroom-aside = Kenara alınan odalar
classroom-aside_why = Saklanan kayıtları artık baştan oynatılamıyor, bu yüzden bu odalar açılmıyor; veri klasöründe dokunulmadan duruyorlar (nedenini sunucunun günlüğü söyler).
classroom-watched = İzlenen oda:
classroom-watched_board = izlenen odanın oyun tahtası (eldeki kartlar çizilmez)
classroom-tournament = Sınıf turnuvası
# bir bot yerinin adı (ötekiler: widgets.ftl içindeki app-seat-<tür>)
classroom-bot-coach = koç botu (ağaç araması)

## projeksiyon sayfası
classroom-projector-title = Sınıf: projeksiyon
classroom-projector_board = odanın oyun tahtası (eldeki kartlar, gruplar ve teklifler çizilmez)
classroom-everyone_sees = Herkesin gördükleri

## öğrenci sayfası
classroom-play-title = Sınıf: oyna
classroom-play-heading = Sınıf
classroom-room = Oda
classroom-code = Kod
classroom-your_name = Adın
classroom-language = Dil
classroom-join = Katıl
classroom-your_moves = Hamlelerin
classroom-typed_move = Hamleyi gösterimle yaz
classroom-send = Gönder
classroom-you_see = Senin gördüklerin
classroom-log = Olay günlüğü

## sayfaların betiklerinin okudukları
classroom-js-no_voila = (sunucuyu --voila-url ile başlat)
classroom-js-joined = (katıldı)
classroom-js-seat_code = (kod: { $code })
classroom-js-new_code = yeni kod
classroom-js-game_over = oyun bitti
classroom-js-chance = şans
classroom-js-won = kazanan: { $names }
classroom-js-watch = izle
classroom-js-projector = projeksiyon
classroom-js-record = kayıt
classroom-js-participant = katılımcı
classroom-js-games = oyun
classroom-js-wins = galibiyet
classroom-js-win_share = kazanma oranı (%95 güven aralığı)
classroom-js-mean_score = ortalama puan
classroom-js-opened_elsewhere = Bu yer başka bir pencerede açıldı.
classroom-js-reconnecting = Bağlantı koptu; yeniden bağlanılıyor …
classroom-js-you_are = { $game }: { $seat } olarak oynuyorsun ({ $name }).
classroom-js-where = Hamle { $version }, aşama: { $phase }, sıra: { $who }.
classroom-js-final_scores = Puanlar: { $scores }.
classroom-js-over = Oyun bitti.
classroom-js-wait = Sıranı bekle.
classroom-js-projector_line = { $game }, oda { $room }: hamle { $version }, aşama: { $phase }, sıra: { $who }
classroom-js-projector_scores = ; puanlar: { $scores }
classroom-js-projector_only = Bu sayfayı öğretmen sayfasındaki projeksiyon düğmesiyle aç.

## sunucunun insanlara yanıtları
classroom-busy = Katılmayı bekleyen çok fazla bağlantı var: birazdan yeniden dene.
classroom-teacher_code_needed = Burada öğretmen kodu gerekir.
classroom-wait_a_minute = Çok fazla yanlış kod: bir dakika bekle.
room-json_text = Mesajlar JSON metnidir.
room-not_object = Bu bir JSON nesnesi değil.
room-idle = Kapatıldı: Bu bağlantı katılma mesajı göndermedi ve katılmayı bekleyen başkaları vardı.
room-server_error = Sunucu bu mesajı işleyemedi (hiçbir şey değişmedi); nedeni sunucunun günlüğünde yazıyor.
room-slow_down = Çok fazla mesaj: yavaşla.
room-body = İstek gövdesi bir JSON nesnesidir: oyun, yerler, …
room-count = Sayı: bir seferde 1 ile { $max } arasında oda.
room-one_seed = Bir tohum tek bir oda verir: birden çok oda oluştururken tohumu boş bırak.
room-seats = Yerler: ["human", "greedy", …] gibi bir liste.
room-seat_kind = Yer türü { $kind }: “human” ya da şu botlardan birini seç: { $choices }.
room-title = Başlık: en çok { $max } karakterlik bir metin.

## konu 36: numarasıyla bir yer (masanın bir oyuncuyu andığı gibi)
classroom-js-seat = Oyuncu { $n }
classroom-js-you_are_seat = { $game }: { $seat } olarak oynuyorsun.

## the teacher page: Hint and Review off in a room's tables (issue 34)
classroom-js-lock = ipuçlarını ve analizi kapat
classroom-js-unlock = ipuçlarını ve analizi aç
