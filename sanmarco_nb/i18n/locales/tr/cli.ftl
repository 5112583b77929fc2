# Komut satırının kendi sözleri (python -m sanmarco_nb …, konu 36): --lang ile seçilen dilde,
# yoksa yerel ayarın dilinde (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), yoksa İngilizce. replay ve
# review satırları widgets.ftl içindeki cli-… iletileridir.

## her komut
cli-interrupted = yarıda kesildi
cli-interrupted_after = { $count } oyunun { $n } tanesi bittikten sonra yarıda kesildi
cli-no_file = { $path } okunamıyor: böyle bir dosya yok.
cli-cannot_read = { $path } okunamıyor ({ $detail })
cli-soak-cannot_merge = dayanıklılık koşuları birleştirilemiyor ({ $detail })
cli-cannot_write = { $path } yazılamıyor ({ $detail })
cli-whole_number = { $low } ile { $high } arasında bir tam sayı bekleniyordu, { $value } değil
cli-counts = 3,4 gibi oyuncu sayıları bekleniyordu, { $value } değil
cli-unknown_bot = bilinmeyen bot { $bot }: şunlardan birini seç: { $choices }
cli-bots_per_seat = { $n } oyuncu için 1 ya da { $n } bot gerekir, { $count } değil
cli-players = “--players { $n }”: { $reason }

## simulate
cli-simulate_head = { $game }: { $n } oyun, { $count } oyuncu, başlangıç değeri { $seed } ({ $seconds } sn)
cli-col-bot = bot
cli-col-win_share = kazanma oranı
cli-col-interval = %95 aralığı
cli-col-mean_score = ortalama puan
cli-simulate_tail = oyun başına tur: { $round }; oyun başına adım: { $moves }; paylaşılan galibiyet: { $count }

## bench (sütunları)
cli-bench-game = oyun
cli-bench-players = oyuncu
cli-bench-games_s = oyun/sn
cli-bench-median = medyan
cli-bench-us_action = µs/hamle
cli-bench-actions_game = hamle/oyun
cli-bench-us_clone = µs/kopya
cli-bench-wall_games_s = oyun/sn (gerçek süre)
cli-bench-target = hedef

## lessons, lab
cli-lessons_copied = { $path } klasöründeki dersler: { $n } yeni, { $count } güncellendi, { $total } değişmedi
cli-lessons_kept = { $name } korundu (sen değiştirdin); yeni sürümü { $path }
cli-lessons_cannot_copy = dersler { $path } klasörüne kopyalanamıyor ({ $detail })
cli-lab_missing = JupyterLab kurulu değil: pip install 'sanmarco-nb[lab]'

## assignments
cli-assignments_next = sonra { $path } klasöründe: “nbgrader generate_assignment <lesson>” (her defter için bir kez)

## classroom (öğretmenin komutları)
cli-classroom_extra = sınıf için ek paket gerekir: pip install 'sanmarco-nb[classroom]' ({ $detail })
cli-classroom_code = --code (ya da “SANMARCO_TEACHER_CODE”) gerekli
cli-classroom_human = insan
cli-classroom_room = { $room } · { $game } · { $phase } · hamle { $version } · puanlar: { $scores } · { $names }
cli-classroom_saved = { $count } kayıt { $path } klasörüne kaydedildi
cli-classroom_unreachable = { $where } adresindeki oda sunucusuna ulaşılamıyor ({ $detail })

## --help: her komut ve seçenek ne içindir (argparse'ın kendi sözleri Python'un olarak kalır)
cli-help = San Marco ve Sanat Cemiyeti oyun motorları
cli-help-lang = çıktının dili (varsayılan: yerel ayarın dili, yoksa İngilizce)
cli-help-bench = rastgele tam oyunların, hamlelerin ve kopyaların hızı
cli-help-bench-games = tekrar başına oyun (en çok { $n })
cli-help-simulate = botlarla başlangıç değerli birçok oyun; sonuçlar ve kazanma oranları
cli-help-bots = virgülle ayrılmış, her yer için bir tane ya da hepsi için bir tane (“random”, “greedy”, “search”)
cli-help-at_most = en çok { $n }
cli-help-workers = süreç sayısı (varsayılan: yalnızca bu süreç)
cli-help-rotate = botları yerler arasında sırayla döndür
cli-help-simulate-json = JSON: özet ve oyun başına diziler
cli-help-quiet = ilerleme çubuğu yok
cli-help-replay = bir oyun kaydı, adım adım, düz metin olarak
cli-help-record = “state.to_record()” ile yazılmış bir JSON kaydı
cli-help-review = bir yerin her kararı, koçun kararıyla karşılaştırılıp notlanır
cli-help-seat = incelenen yer, 0'dan başlayarak (varsayılan: her yer)
cli-help-iterations = koçun karar başına simülasyon sayısı (varsayılan: her biri için bir saniyelik işlemci süresi; yetiyorsa oyunun sonuna kadar)
cli-help-review-json = JSON: “{"{"}"decisions": [...]{"}"}”
cli-help-soak = her adımda her değişmezin denetlendiği rastgele oyunlar
cli-help-soak-players = sırayla denenecek oyuncu sayıları, örneğin 3,4 (varsayılan: izin verilenlerin hepsi)
cli-help-scheduler = bir Dask zamanlayıcısının adresi (varsayılan: bir “LocalCluster”)
cli-help-soak-workers = “LocalCluster” işçi süreçleri
cli-help-soak-out = başarısız oyunların kayıtları için klasör
cli-help-soak-json = rakamları bu JSON dosyasına da yaz
cli-help-soak-merge = bu dayanıklılık koşularının JSON rakamlarını (uzun bir koşunun parçaları) oyun başına topla
cli-help-classroom = sınıfın oda sunucusu; odalar, kodlar, kayıtlar
cli-help-serve = oda sunucusunu çalıştır (varsayılan)
cli-help-create = odalar oluştur ve katılım kodlarını yazdır
cli-help-rooms = odaları listele: aşama, hamle, puanlar
cli-help-records = biten her oyunun kaydını JSON dosyası olarak kaydet
cli-help-url = sunucu
cli-help-code = öğretmen kodu (varsayılan: “$SANMARCO_TEACHER_CODE”)
cli-help-seats = her yer için bir tür: “human” (insan), “random”, “greedy” ya da “search”
cli-help-records-out = JSON dosyaları için klasör
cli-help-host = dinlenecek adres (0.0.0.0: sınıfın bütün ağı)
cli-help-data = odaların veritabanının klasörü
cli-help-bot_delay = öğrenciler izleyebilsin diye her bot hamlesinden sonraki saniye
cli-help-public_url = öğrencilerin kullandığı adres, “http://host:port” değilse
cli-help-voila_url = oyun uygulamasının adresi (“notebooks/play.ipynb” sunan Voila); uygulamayı o yerde açan katılım bağlantıları için
cli-help-rate = bir bağlantının saniyede gönderebileceği mesaj (varsayılan 20; bir insan birkaç tane gönderir)
cli-help-lessons = dersleri bir klasöre kopyala (değişikliklerin korunur)
cli-help-dir = klasör (varsayılan “./{ $path }”)
cli-help-lab = dersleri kopyala, sonra JupyterLab'i orada 00. dersle aç
cli-help-port = JupyterLab'in portu (varsayılan 8888 ya da sonraki boş port)
cli-help-no_browser = tarayıcı açmak yerine adresi yazdır
cli-help-assignments = alıştırmalar, nbgrader kaynak defterleri olarak
cli-help-assignments-out = nbgrader ders klasörü (“OUT/source/<lesson>/” içine yazar)
cli-help-assignments-lessons = virgülle ayrılmış ders numaraları, örneğin 10,13 (varsayılan: hepsi)
cli-help-solutions = çözümlü alıştırmaların klasörü (varsayılan: kod deposunun “docs/solutions” klasörü)

## --register: paketin dışından bir oyun (konu 33)
cli-help-register = paketin dışından bir oyun ekle: oyunun modülü (tekrarlanabilir, komuttan önce)
cli-register-missing = --register { $what }: modül içe aktarılamıyor ({ $why })
cli-register-not_a_game = --register { $what }: bu bir oyun modülü değil (“State.GAME” yok)
cli-register-taken = --register { $what }: “{ $game }” adlı bir oyun zaten kayıtlı
