## Masa öğretir (Issue 21): diğerlerinin oynayışını izlemek, her kararın ne hakkında olduğu,
## her seçeneğin ne yapacağı (State.preview), açıklama ve grafiklerin açıklamaları.
## $you, söz konusu olan karar veren oyuncuysa "yes" olur ("sen"). Hitap: sen.

## Diğerlerini izlemek: bir adımın satırı, Sıradaki ve "Son hamlenden beri"

table-step = adım adım
table-seat_of = { $name } ({ $seat })
table-you = sen
table-bot = bot
table-chance_turn = Şans
table-watch_step = { $n }. hamle
table-watch_next = Sıradaki: { $who }
table-watch_skip = Benim sırama atla
table-nothing_to_step = Şu an izlenecek bir adım yok.
table-since_title = Son hamlenden beri (o anki tahtayı görmek için bir satıra tıkla)
table-since_jump = Oyunu bu noktada göster
table-since_more = … olay günlüğünde { $n } satır daha
table-since_round = Yeni tur
table-since_passage = Dönemin sonu
table-since_bonus = Dönem bonusları
table-since_banish = Sürgün
table-since_scoring = Puanlama
table-since_doge = Doç
table-since_reveal = Teklifler
table-since_museum = Müze
table-since_end = Oyunun sonu
table-key = Açıklama
table-key_title = Açıklama: masadaki kısaltmalar ve işaretler ne anlama gelir
table-warn = Dikkat

## San Marco: her kararın ne hakkında olduğu (kuralıyla birlikte tek cümle)

sm-table-decide-setup-dice = Kurulum zarı (SM-S2): attığın sayının bölgesine 2 aristokratın konur; bunlar ilk puanlamadan itibaren her puanlamada sayılır.
sm-table-decide-banish-roll = Sürgün (SM-A5): attığın sayı kadar aristokrat { $district } bölgesinden çıkar, önce rakiplerininkiler.
sm-table-decide-setup-bridges = Bir kurulum köprüsü koyuyorsun (SM-S4): bir bölge kartıyla aristokratların kendi köprülerinden geçebilir (SM-A1); başka bir oyuncu Doç'u köprülerinden birinden geçirdiğinde sana 1 prestij puanı öder (SM-A9).
sm-table-decide-roles = Rolleri sen dağıtıyorsun (SM-R1): ilk adı geçen senin gruplarından seçer, diğerleri sonraki çifti oynar.
sm-table-decide-split = { $k ->
    [3] Dağıtıcı sensin (SM-R4): kartlarını üç gruba böl; önce Seçiciler alır, kalan grup senindir (SM-R6), bu yüzden grupları senin için eşit değerde yap.
   *[other] Dağıtıcı sensin (SM-R3): kartlarını iki gruba böl; Seçici birini alır, diğeri senindir (SM-R6), bu yüzden ikisini de senin için eşit değerde yap.
  }
sm-table-decide-choose = Bir grup seçiyorsun (SM-R6): grubun aksiyon kartlarını oynarsın, ceza kartları ceza toplamına eklenir; { $limit_out } ve üstünde dönemin geri kalanında oynamazsın (SM-P2).
sm-table-decide-play = Grubundaki her kartı bir kez, istediğin sırayla oyna (SM-R7): tahtada bir bölgeye tıkla ya da aşağıdan seç.
sm-table-decide-doge = Doç'u götürüyorsun (SM-A8): başka bir oyuncunun köprüsünden her geçiş için sahibine 1 prestij puanı, köprüsüz her geçiş için bankaya 2 prestij puanı ödersin; kendi köprülerin bedavadır (SM-A9); Doç nerede durursa o bölge puanlanır (SM-V1).
sm-table-decide-doge_first = İlk Doç kartı Doç'u istediğin bir bölgeye koyar ve o bölge hemen puanlanır (SM-A7).
sm-table-decide-banish = Zarda { $n } geldi: { $district } bölgesinden kimin aristokratlarının çıkacağını seç, önce rakiplerininkiler (SM-A5).
sm-table-decide-free-banish = En az ceza puanı sende (SM-P6): kartsız bir sürgün için bir bölge seç; kaç aristokratın çıkacağına zar karar verir.
sm-table-decide-free-remove = Kartsız çıkarma (SM-P6): tahtadan herhangi bir aristokratı çıkar, kendininkini de çıkarabilirsin.
sm-table-doge_to = → { $d } ({ $steps })
sm-table-decide-bridge_card = Köprü kartı (SM-A2): köprü senin olur; aristokratların üzerinden geçebilir, Doç geçtiğinde diğerleri sana öder.

## San Marco: bir seçeneğin ne yapacağı (State.preview'dan); masa bunları " · " ile birleştirir

sm-preview-bridge = { $after ->
    [one] bu kanaldaki ilk köprü
   *[other] bu kanaldaki { $max } köprüden { $after }. köprü
  }
sm-preview-bridge_taken = { GEN($owner) } { $a } ile { $b } arasındaki köprüsü senin olur (SM-A3)
sm-preview-from_district = yedeğin boş: aristokrat { $district } bölgesinden gelir (SM-A6)
sm-preview-void = kart burada hiçbir şey yapmaz
sm-preview-offer = { $x } grubu ({ $rule }) { ACC($players) } { $limit_out } ya da daha fazla ceza puanına çıkarır: dönemin geri kalanında oyun dışı kalır (SM-P2)
sm-preview-limit = { $you ->
    [yes] ceza toplamın { $before } → { $after }
   *[no] { GEN($p) } ceza toplamı: { $before } → { $after }
  }
sm-preview-out = { $you ->
    [yes] seni { $limit } ceza puanına taşır: dönemin geri kalanında oynamazsın (SM-P2)
   *[no] { ACC($p) } { $limit } ceza puanına taşır: dönemin geri kalanında oyun dışı (SM-P2)
  }{ $last ->
    [yes] { "" }; dönem zaten bu turdan sonra biter
   *[no] { "" }
  }
sm-preview-passage_end = { $when ->
    [round] dönem bu turdan sonra biter (SM-P3)
   *[next] dönem bundan sonra bir tur daha oynanınca biter (SM-P3)
  }: { GEN($limit_out) } altındaki her oyuncu en yüksek ceza toplamı ile kendi toplamının farkı kadar puan alır (SM-P5); { $after ->
    [yes] bu hamleden sonraki toplamlarla sonuç:
   *[no] şimdiki toplamlarla sonuç:
  } { $bonus }{ $fewest ->
    [none] { "" }
   *[other] ; en az ceza puanı (SM-P6): { $fewest }
  }
sm-preview-gets = { $you ->
    [yes] diğer grup sana kalır: { $cards }
   *[no] diğer grup { DAT($p) } kalır: { $cards }
  }
sm-preview-left = sıradaki Seçici şunlardan seçer: { $offers }
sm-preview-place = { $place ->
    [first] 1. sıra
    [second] 2. sıra
    [tied] paylaşılan 1. sıra
   *[none] sıralama dışı
  }
sm-preview-majority = { $district } şimdi puanlansa: { $standings }
sm-preview-standing = { $you ->
    [yes] sen
   *[no] { $p }
  }: { $same ->
    [yes] yine { $place } ({ $after })
   *[no] { $was } ({ $before }) → { $place } ({ $after })
  }
sm-preview-crossing = { $via ->
    [bank] bankaya { $pp }
    [own] kendi köpründen 0
   *[bridge] { DAT($owner) } { $pp }
  }
sm-preview-step = { $via ->
    [own] bedava: kendi köprünün üzerinden
   *[other] { $pp } prestij puanı ödersin ({ $crossings }): { $before } → { $after }
  }
sm-preview-walk = { $pp ->
    [0] bedava ({ $crossings })
   *[other] { $pp } prestij puanı ödersin ({ $crossings }): { $before } → { $after }
  }
sm-preview-paid = { $pp ->
    [0] yol bedavaydı
   *[other] yolda { $pp } prestij puanı ödedin: { $before } → { $after }
  }
sm-preview-scoring = { $district } bölgesi puanlanır: { $scores }
sm-preview-nobody = kimse puan almaz
sm-preview-score = { $you ->
    [yes] sana +{ $pp }
   *[no] { DAT($p) } +{ $pp }
  }
sm-preview-banish = { $aristocrats ->
    [0] { $district } bölgesinde aristokrat yok: kimse çıkmaz
   *[other] { $district } bölgesinde { $aristocrats } aristokrat var; kaçının çıkacağına zar karar verir
  } ({ $free ->
    [yes] SM-P6, SM-A5
   *[no] SM-A5
  })
sm-preview-may_lose = { $you ->
    [yes] { $here } aristokratından { $least ->
        [0] { $most ->
            [0] hiçbirini kaybetmezsin
           *[other] en çok { $most } tanesini kaybedebilirsin
          }
       *[other] { $least }–{ $most } tanesini kaybedebilirsin
      }
   *[no] { $p }, { $here } aristokratından { $least ->
        [0] { $most ->
            [0] hiçbirini kaybetmez
           *[other] en çok { $most } tanesini kaybedebilir
          }
       *[other] { $least }–{ $most } tanesini kaybedebilir
      }
  }
sm-preview-will_lose = { $you ->
    [yes] { $here } aristokratından { $n } tanesini kaybedersin, zar ne gelirse gelsin
   *[no] { $p }, { $here } aristokratından { $n } tanesini kaybeder, zar ne gelirse gelsin
  }
sm-preview-removed = { $you ->
    [yes] { $district } bölgesinde { $n } aristokrat kaybedersin
   *[no] { $p }, { $district } bölgesinde { $n } aristokrat kaybeder
  }

## San Marco: açıklama ve grafiklerin açıklamaları

sm-table-key-districts = zar sayılarına göre bölgeler: { $list }; kart kısaltması olarak o bölgenin bölge kartı
sm-table-key-values = bir bölgenin adının altında: bölge puanlandığında 1. ve 2. sıranın prestij puanları (SM-V2, SM-V3)
sm-table-key-pieces = bir oyuncunun bir bölgedeki aristokratları (şekilleri ve renkleri) ve sayıları
sm-table-key-doge = Doç; bir Doç kartı oynandığında bulunduğu bölge puanlanır (SM-V1)
sm-table-key-bridge = bir kanalın üzerindeki köprü, sahibinin renginde ve üstünde onun şekliyle (kanal başına en çok { $max }, SM-B3)
sm-table-key-players = Oyuncu 1'den Oyuncu 4'e
sm-table-key-notation = Olay günlüğü ve düğmeler kartları sözcüklerle adlandırır; oyun kayıtları ve gösterim (`str(action)`) onları bu kısaltmalarla yazar: "take 2 5 T D L2 L3" Santa Croce ve San Marco bölge kartlarını, bir transfer kartını, bir Doç kartını ve 2 ile 3 değerindeki ceza kartlarını alır.
sm-table-place_first = 1. { $player }
sm-table-place_second = 2. { $player }
sm-table-place_tied = =1. { $player }
sm-table-legend_majority = Her bölgenin üstünde: bölge şimdi puanlansa kimin puan alacağı. 1. sıradaki ilk değeri, 2. sıradaki ikinci değeri alır; birincilikte eşitlik olursa (=1.) eşit olanlar birinciliği paylaşır ve her biri ikinci değeri alır; o zaman ikinci olmaz (SM-V2, SM-V3). Dolu çubuklar puan alır, soluk çubuklar hiçbir şey almaz.
sm-table-legend_prestige = Kesikli çizgi: yeni bir dönem başlar (II, III).
sm-table-legend_limits = Kesikli çizgi: { $limit_out } ceza puanına ulaşan oyuncu dönemin geri kalanında oynamaz (SM-P2); ceza kartları her dönemden sonra geri döner (SM-P7).

## Sanat Cemiyeti: her kararın ne hakkında olduğu

as-table-decide-setup = Başlangıç tablonu bir yıldız alanını kapatacak şekilde as (AS-S1); sonraki her karo asılı bir karoya değmeli (AS-P1).
as-table-decide-pick = Müzayedeci sensin (AS-R1): arka yüzlerine bakarak { $n } tablo seç; ön yüzler sonra açılır, yani yalnızca değeri ve boyutu seçersin.
as-table-decide-bid = Gizli bir kartla teklif ver (AS-R2): en yüksek teklif tabloyu ilk alır (eşitlikte: AS-R3); her teklif kartı harcanır ve kartlar bitince oyun biter (AS-E1).
as-table-decide-acquire = Bir tablo al (AS-R4): tablo duvarına ya da boş asistanına gitmeli, yoksa fazla tablo olur (AS-P2).
as-table-decide-place = Tabloyu duvarına as (AS-P1): aynı türden bir tabloya değmek gaftır (AS-P3), aynı çerçeveye değmek dekor kazandırır (AS-P4).
as-table-decide-nowhere = Bu tablo duvarında hiçbir yere sığmıyor (AS-P2):
as-table-decide-decor = Dekor karonu as (AS-P5): duvarındaki her kalkan oyun sonunda 1 puandır (AS-E3).
as-table-decide-after = Hamlen şimdi bitebilir ya da önce asistanındaki karo asılabilir (AS-P6).

## Sanat Cemiyeti: bir seçeneğin ne yapacağı

as-preview-stars = { $covered } yıldız alanını kapatır
as-preview-pick = { $left ->
    [0] bu arka yüzün sonuncusu
   *[other] destede bu arka yüzden { $left } tane daha var
  }; ön yüzü şunlar olabilir: { $fronts }
as-preview-front = { $genre } { $n }
as-preview-rooms = her duvarda sığacağı yer ({ $rooms })
as-preview-room = { $you ->
    [yes] sen
   *[no] { $p }
  }: { $cells ->
    [0] hiç yer yok
   *[other] { $cells } yer
  }
as-preview-fits = duvarında { $cells } yere sığar ({ $clean } tanesi gafsız{ $decor ->
    [0] { "" }
   *[other] , en çok { $decor } kalkanlı dekor
  })
as-preview-bid = elinde toplam değeri { $total } olan { $left } kart kalır
as-preview-rival = { $p }: { $higher ->
    [0] daha yüksek kart yok
   *[other] { $higher } daha yüksek kart
  }
as-preview-tie = { $p } ile eşitlikte { $first ->
    [yes] önce sen alırsın
   *[no] ondan sonra alırsın
  } ({ $step ->
    [beneath] alttaki kart karar verir
    [deeper] destede daha aşağıdaki bir kart karar verir
   *[start] başlangıç teklif kartı karar verir
  }, AS-R3)
as-preview-fits_nowhere = duvarında hiçbir yere sığmaz: { $assistant ->
    [yes] asistanına gider (AS-P2)
   *[no] asistanın dolu, bu yüzden fazla tablo olur (AS-P2){ $first ->
        [yes] ; önce asistandaki karoyu asarsan olmaz (AS-R4)
       *[no] { "" }
      }{ $swaps ->
        [0] { "" }
       *[other] ; ya da onu müzedeki bir tabloyla değiştirebilirsin (AS-R5)
      }
  }
as-preview-excess = { $count }. fazla tablo (AS-P2): oyun sonunda −2 puan (AS-E6) ve 1 kalkanlı bir dekor karosu{ $ends ->
    [yes] ; oyun bu turdan sonra biter (AS-E1)
   *[no] { "" }
  }
as-preview-museum = son tablo müzeye gider: { $genre } { $before } → { $after } (AS-R5)
as-preview-decor = { $shields } kalkanlı bir dekor karosu kazandırır (AS-P4)
as-preview-faux_pas = gaf: kendi türünden { $n } tabloya değer ve bunların hiçbiri tür puanı almaz (AS-P3)
as-preview-eye_line = göz hizasında: oyun sonunda { $genre } müzede öndeyse 3 puan (AS-E4){ $leading ->
    [yes] { "" }; şu an önde
   *[no] { "" }
  }
as-preview-corners = { $covered } köşeyi kapatır (her açık köşe 2 puan kaybettirir, AS-E6)
as-preview-full_wall = duvarını doldurur: +5 ve oyun bu turdan sonra biter (AS-E5)
as-preview-points = oyun şimdi bitse puanın: { $before } → { $after }
as-preview-to_assistant = asistanında bekler ({ $rule }); oyun sonunda hâlâ oradaysa puan getirmez (AS-P6)
as-preview-held = sonra elindeki tablo { $cells } yere sığar (AS-R4)
as-preview-swap = müzedeki { $slot }. tabloyu alırsın ({ $genre }, değer { $value }, { $w }×{ $h }); { $cells } yere sığar (AS-R5)
as-preview-done = hamlen biter{ $waiting ->
    [yes] ; asistandaki karo sonraki bir hamleyi bekler
   *[no] { "" }
  }

## Sanat Cemiyeti: masanın yeni metinleri, açıklama ve açıklamalar

as-table-taken_by = alan: { $name }
as-table-revealing = teklifler açılıyor, adım { $n } / { $count }
as-table-not_your_wall = Bu, { GEN($name) } duvarı: karonu kendi duvarına as ({ $own }).
as-table-not_now = Şu an asılacak karo yok; şimdiki adım: { $why }.
as-table-faux_pas_line = Gaf: { $genre } türünden { $n } tablo birbirine değiyor; tür puanı almazlar (AS-P3).
as-table-placing = Asılacak:
as-table-legend_museum = Her türün müzenin prestij izindeki taşı; ×5 ile ×2 arası: oyun sonunda o türün her tablosunun getirdiği puan (AS-E2).
as-table-legend_scores = Sıfırın altındaki parçalar cezadır: açık köşeler ve fazla tablolar (AS-E6).
as-table-ties = Teklifler eşitse: kim önce alır, kart kart (AS-R3)
as-table-key-painting = bir tablo: türü, çerçevesi (çerçeve çizgisiyle de gösterilir: düz, kesikli, noktalı, çizgi-nokta) ve değeri
as-table-key-genres = türler: { $genres }
as-table-key-decor = bir dekor karosu: her kalkan için bir ◆, oyun sonunda her biri 1 puan (AS-E3)
as-table-key-back = müzayedede kapalı bir tablo: değeri, sonra alan sayısı olarak genişlik × yükseklik
as-table-key-star = bir yıldız alanı: başlangıç tablosu bunlardan birini kapatır (AS-S1)
as-table-key-eyeline = göz hizası (soluk sarı satırlar): öndeki tür burada 3 puan fazla alır (AS-E4)
as-table-key-faux_pas = bir gaf: tablonun üzerinde kırmızı bir çarpı ve duvarın altında bir satır (AS-P3)
as-table-key-legal = asılan karonun sol üst köşesinin gidebileceği yerler (mavi alanlar)

## Oyun uygulaması

app-forms = Yeni oyun ya da bir odaya katıl
