## İki masanın Analiz düğmesi (widgets/review.py).

review-button = Analiz
review-button_tip = Bu oyunda bu yerin her kararını koçun en iyi hamlesiyle karşılaştır (arka planda; masada devam edebilirsin)
review-seat = Yer
review-cancel = Analizi iptal et
review-busy = Analiz hâlâ sürüyor.
review-no_game = Analiz için bitmiş bir oyun ya da yüklenmiş bir kayıt gerekir.
review-no_decisions = Bu oyunda { $name } için birden çok seçenekli bir karar yok.
review-starting = { $total } karar değerlendiriliyor…
review-progress = { $total } karardan { $done } tanesi değerlendirildi, yaklaşık { $left } sn kaldı
review-cancelled = Analiz iptal edildi.
review-title = { $name } için analiz: { $count } karar, bunlardan { $worse } tanesi küçük hata, hata ya da büyük hata. O hamleden sonraki masayı görmek için bir noktaya ya da aşağıdaki bir hataya tıkla.
review-chart_title = Her karardan sonra kazanma şansı: { $name }
review-axis_move = Hamle
review-axis_win = Kazanma şansı
review-fair = adil pay
review-grade = { $grade ->
    [best] en iyi hamle
    [good] iyi
    [inaccuracy] küçük hata
    [mistake] hata
    [blunder] büyük hata
   *[none] değerlendirilmedi (simülasyonlar onu en iyisinden ayırt edemiyor)
  }
review-item = { $ply }. hamle, { $grade }: “{ $move }” hamlesini oynadın; koçun en iyi hamlesi: “{ $best }” ({ $win }, { $points })
review-item_close = { $ply }. hamle, değerlendirilmedi: “{ $move }” hamlesini oynadın; koç “{ $best }” hamlesini seçti, ama simülasyonları ikisini ayırt edemiyor (seninki: { $win }, { $points }; fark simülasyonların belirsizliği içinde)
review-win = { $dir ->
    [less] kazanma şansı { $n } yüzde puan daha düşük
    [more] kazanma şansı { $n } yüzde puan daha yüksek
   *[same] kazanma şansı aynı
  }
review-points = { $dir ->
    [less] { NUMBER($n, maximumFractionDigits: 1) } puan daha az
    [more] { NUMBER($n, maximumFractionDigits: 1) } puan daha fazla
   *[same] puan aynı
  }
review-item_best = { $ply }. hamle: “{ $move }” hamlesini oynadın; koçun en iyi hamlesi de bu.
review-none = Hiçbir karar küçük hata, hata ya da büyük hata olarak değerlendirilmedi.
review-learn = Hatalarından öğren
review-learn_prompt = { $ply }. hamle: “{ $move }” hamlesi “{ $grade }” olarak değerlendirildi. Daha iyi bir hamle bul ve masada oyna.
review-learn_checking = Koç hamleni kontrol ediyor…
review-learn_solved = Evet: simülasyonlara göre “{ $move }” burada koçun en iyi hamlesi kadar iyi.
review-learn_retry = Tam değil: “{ $move }” en iyi hamleden açıkça daha kötü. Bir daha dene.
review-learn_shown = Koçun buradaki en iyi hamlesi: “{ $best }”.
review-show_answer = Cevabı göster
review-next = Sonraki hata
review-learn_done = Bitti: bütün hataların üzerinden geçtin ve { $total } hatanın { $solved } tanesinde iyi bir hamle buldun.
review-locked_hint = Öğretmenin bu odada ipuçlarını kapattı.
review-locked_review = Öğretmenin bu odada analizi kapattı.

## Oda sunucusunun öğretmenin kilidine yanıtı (POST /api/rooms/<room>/locks)
room-locks = Kilitler: odanın masalarında kapatılacakların listesi; seçenekler: { $choices }.
