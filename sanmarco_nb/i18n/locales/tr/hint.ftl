## İki masanın İpucu düğmesi (widgets/hint.py): koçun en iyi hamleleri, her biri değeri ve
## motorun önizlemesinin o hamle hakkında söylediklerinden kurulan bir cümleyle.

hint-button = İpucu
hint-button_tip = Koçun buradaki en iyi hamlelerinden en çok üçü, her biri gerekçesiyle (yalnızca simülasyonları onları karşılaştırabildiğinde)
hint-stop = Aramayı durdur (bulduğunu göster)
hint-thinking = Koç düşünüyor…
hint-no_decision = İpucu senin bir kararın içindir, şu an sıra sende değil.
hint-busy = Koç hâlâ son ipucunu düşünüyor.
hint-title = Koçun { DAT($name) } önerdiği en iyi hamleler ({ $n } simülasyon, { $seconds } sn)
hint-stopped_early = Erken durduruldu: o ana kadar bulunan hamleler.
hint-none_yet = İlk simülasyondan önce durduruldu: henüz hamle yok.
hint-too_few = Henüz hiçbir hamle { $n } simülasyona ulaşmadı, karşılaştırmak için çok az: çok erken durduruldu.
hint-option = { $n }. { $move } — { $value }
hint-value = { $horizon ->
    [passage] dönem sonunda
    [game] oyun sonunda
   *[round] tur sonunda
  } en güçlü rakibe fark: { $margin } puan ({ $lo } ile { $hi } arası), önde olma oranı { $win } ({ $win_lo }–{ $win_hi })
hint-option_equal = • { $move } — { $value }
hint-equal = { $n ->
    [one] Koçun simülasyonlarının söyleyebildiği kadarıyla en iyi hamle bu:
   *[other] Koçun simülasyonlarının söyleyebildiği kadarıyla bu { $n } hamle eşit derecede iyi:
  }
hint-sentence = Neden: { $clauses }.
hint-versus = birincisi yerine: o zamana kadar kendi puanında { $total }, en çok { $part } yüzünden ({ $diff })
hint-part = { $part ->
    [pp] kazanılan prestij puanları
    [limit] ceza puanları (dönem bonusu, SM-P5)
    [decor] dekor
    [eye_line] göz hizası
    [full_wall] dolu duvar
    [corners] boş köşeler
    [excess] fazla tablolar
    [hand] eldeki teklif kartları
   *[points] puanlar
  }
hint-part-district = { $district } çoğunluğu
hint-part-genre = { $genre } tabloları
hint-nothing = şu an ne puanları ne de sıralamaları değiştirir; değeri oyunun ilerisinde görülür

## San Marco
hint-sm-move-split = Gruplar: { $offers }
hint-sm-move-offer = Kenara ayır: { $cards }
hint-sm-move-take = Al: { $cards }
hint-sm-score_you = { $district } bölgesinde şimdi { $pp } prestij puanı kazanırsın
hint-sm-score = { $name }, { $district } bölgesinde { $pp } prestij puanı kazanır
hint-sm-majority = { $district } bölgesinde { $place ->
    [first] tek başına birinci
    [second] ikinci
    [tied] ortak birinci
   *[none] puanlamanın dışında
  } olursun (şimdi puanlansa { $before } → { $after } prestij puanı)
hint-sm-majority_lost = { $district } bölgesinde { $place ->
    [second] ikinciliğe
    [tied] ortak birinciliğe
   *[none] puanlamanın dışına
  } düşersin (şimdi puanlansa { $before } → { $after } prestij puanı)
hint-sm-rival_loses = { $name }, { $district } bölgesinde birinciliği kaybeder
hint-sm-toll = yolda { $pp } prestij puanı ödersin
hint-sm-out = böylece { $limit } ceza puanına ulaşırsın: bu turdan sonra dönemin geri kalanında oyun dışısın
hint-sm-limit = ceza puanların { $before } → { $after } olur
hint-sm-may_lose = { $name }, { $district } bölgesinde { $most ->
    [0] hiç aristokrat kaybetmez
   *[other] { $most } aristokrata kadar kaybedebilir
  }
hint-sm-removed = { $name }, { $district } bölgesinde { $n } aristokrat kaybeder
hint-sm-split_takes = her Seçici kendisi için en değerli grubu alırsa (açgözlü botun ölçüsüyle): { $taken }; sana { $kept } kalır
hint-sm-offer_out = { $cards } grubu { ACC($names) } sınıra taşır
hint-sm-gets = { DAT($name) } { $cards } kalır
hint-sm-bridge = { $a } ile { $b } arasında senin köprün (orada { $n } köprün var)

## Art Society
hint-as-move-bid = { $n } teklif et
hint-as-move-take = { $n }. tabloyu al
hint-as-move-swap = Müzedeki { $n }. tabloyla değiştir
hint-as-move-pick = { $value } değerinde bir tablo seç ({ $w }×{ $h })
hint-as-move-hang = { $row }. satırın { $col }. sütununa as
hint-as-move-from-assistant = Asistandaki karoyu { $row }. satırın { $col }. sütununa as
hint-as-move-decor = Dekor karosunu { $row }. satırın { $col }. sütununa as
hint-as-move-assistant = Asistana ver
hint-as-move-done = Sıranı bitir
hint-as-move-excess = Fazla tablo olarak kenara koy
hint-as-painting = { $value } değerinde bir { $genre } tablosu ({ $w }×{ $h })
hint-as-fits = duvarında { $cells } yere sığar, { $clean ->
    [0] hiçbiri gafsız değil
   *[other] bunların { $clean } tanesi gafsız
  }{ $shields ->
    [0] { "" }
   *[other] , en çok { $shields } kalkanla
  }
hint-as-fits_nowhere = duvarında hiçbir yere sığmaz
hint-as-excess = fazla tablo (oyun sonunda −2; toplam { $count })
hint-as-decor = { $shields } kalkanlı bir dekor karosu kazandırır
hint-as-faux_pas = { $n } { $genre } tablosuyla gaf
hint-as-eye_line = { $genre } müzede öndeyken göz hizasında (+3)
hint-as-corners = { $n } köşe alanını kapatır
hint-as-points = oyun şimdi bitse puanın: { $before } → { $after }
hint-as-museum = müzede { $genre } { $before } → { $after } ilerler
hint-as-room = { $cells ->
    [0] duvarında hiçbir yere sığmaz
   *[other] duvarında { $cells } yere sığar
  }
hint-as-rival = { $higher ->
    [0] { GEN($name) } elinde daha yüksek kart yok
   *[other] { GEN($name) } elinde { $higher } daha yüksek kart var
  }
hint-as-first = simülasyonların { $share } oranında ilk seçimi sen yaparsın
hint-as-to_assistant = asistanda bekler
