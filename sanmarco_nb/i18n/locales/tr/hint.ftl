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
  } en güçlü rakibe fark: { $margin } puan{ $spread ->
    [none] { "" }
   *[some] { " " }({ $lo } ile { $hi } arası)
  }, önde olma oranı { $win }{ $win_spread ->
    [none] { "" }
   *[some] { " " }({ $win_lo }–{ $win_hi })
  }
hint-option_equal = • { $move } — { $value }
hint-equal = { $n ->
    [one] Koçun simülasyonlarının söyleyebildiği kadarıyla en iyi hamle bu:
   *[other] Koçun simülasyonları bu { $n } hamleyi birbirinden ayıramıyor: aralıkları örtüşüyor, bu yüzden sıralanmıyorlar:
  }
hint-sentence = Neden: { $clauses }.
# bir seçeneğin puanının birincisine göre değişimi (hint-versus, -end, -unclear)
hint-change = { $total } puan { $change ->
    [more] daha fazla
   *[fewer] daha az
  }
hint-versus = birincisi yerine: { $horizon ->
    [passage] dönem sonuna kadar
    [game] oyun sonuna kadar
   *[round] tur sonuna kadar
  } kendi puanın { hint-change }; en büyük değişiklik: { $part } ({ $diff })
hint-outlook = oyun sonuna kadar kendi puanın { $points }; en büyük bölümler: { $list }
hint-versus-end = birincisi yerine: oyun sonuna kadar kendi puanın { hint-change }; en büyük değişiklikler: { $list }
hint-versus-unclear = birincisi yerine: oyun sonuna kadar kendi puanın { hint-change }; puanlamanın hiçbir bölümü belirsizliğinden fazla farklı değil
hint-versus-rest = diğer bölümler toplamda: { $rest }
hint-versus-rival = yine de en güçlü rakibe farkta { $margin }: hamlenin diğer oyunculara etkisi daha ağır basar
hint-part-value = { $part } ({ $value })
hint-reply = { $name } için en olası yanıt: “{ $move }” (simülasyonların { $share } oranında)
hint-same = { $n ->
    [one] koçun ölçtüğü hiçbir şey onu üstteki hamleden ayırmıyor
   *[other] koçun ölçtüğü hiçbir şey onu üstteki { $n } hamleden ayırmıyor
  }
hint-part = { $part ->
    [pp] kazanılan prestij puanları
    [limit] ceza puanları (dönem bonusu, SM-P5)
    [decor] dekor
    [eye_line] göz hizası
    [full_wall] dolu duvar
    [corners] boş köşeler
    [excess] fazla tablolar
    [hand] eldeki teklif kartları
    [bonus] dönem bonusları
    [doge] Doç'un ödenen geçişleri
    [tolls] köprülerinden aldığın geçiş ücretleri
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
hint-sm-split_takes = her Seçici kendisi için en değerli grubu alırsa (açgözlü botun ölçüsüyle): { $taken }; sana { $kept } kalır

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
hint-as-first = simülasyonların { $share } oranında ilk seçimi sen yaparsın