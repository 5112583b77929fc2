## San Marco: kartlar, terimler, evreler, her kararın sözleri, mesajlar ve olay cümleleri.
## Hitap "sen"; kayıtta geniş zaman. Bir ismin ya da sayının eki GEN/ACC/DAT/LOC/ABL ile
## kurulur: { GEN($p) } "Oyuncu 2'nin". Her kartın aynı öznitelikleri vardır.

sm-card-B = köprü kartı
    .indefinite = bir köprü kartı
    .accusative = köprü kartını
    .possessive = köprü kartı
sm-card-T = transfer kartı
    .indefinite = bir transfer kartı
    .accusative = transfer kartını
    .possessive = transfer kartı
sm-card-D = Doç kartı
    .indefinite = bir Doç kartı
    .accusative = Doç kartını
    .possessive = Doç kartı
sm-card-X = sürgün kartı
    .indefinite = bir sürgün kartı
    .accusative = sürgün kartını
    .possessive = sürgün kartı
sm-card-L1 = 1 değerinde ceza kartı
    .indefinite = 1 değerinde bir ceza kartı
    .accusative = 1 değerindeki ceza kartını
    .possessive = 1 değerindeki ceza kartı
sm-card-L2 = 2 değerinde ceza kartı
    .indefinite = 2 değerinde bir ceza kartı
    .accusative = 2 değerindeki ceza kartını
    .possessive = 2 değerindeki ceza kartı
sm-card-L3 = 3 değerinde ceza kartı
    .indefinite = 3 değerinde bir ceza kartı
    .accusative = 3 değerindeki ceza kartını
    .possessive = 3 değerindeki ceza kartı
sm-card-district = { $district } bölge kartı
    .indefinite = bir { $district } bölge kartı
    .accusative = { $district } bölge kartını
    .possessive = { $district } bölge kartı
sm-card-free = kartsız çıkarma
    .indefinite = kartsız bir çıkarma
    .accusative = kartsız çıkarmayı
    .possessive = kartsız çıkarması

sm-short-B = köprü
sm-short-T = transfer
sm-short-D = Doç
sm-short-X = sürgün
sm-short-L1 = ceza 1
sm-short-L2 = ceza 2
sm-short-L3 = ceza 3
sm-short-district = { $district }

sm-term-aristocrat = aristokrat
sm-term-prestige = prestij puanı
sm-term-district = bölge
sm-term-bridge = köprü
sm-term-doge = Doç
sm-term-die = zar
sm-term-round = tur
sm-term-passage = dönem
sm-term-distributor = Dağıtıcı
sm-term-chooser = Seçici
sm-term-offer = grup
sm-term-action_card = aksiyon kartı
sm-term-limit_card = ceza kartı
sm-term-scoring = puanlama
sm-term-start_player = ilk oyuncu
sm-term-supply = yedek
sm-term-limit_total = ceza toplamı
sm-term-winner = kazanan

sm-phase-setup-dice = kurulum: zar
sm-phase-setup-bridges = kurulum: köprüler
sm-phase-roles = roller
sm-phase-draw = kart çekme
sm-phase-split = grupları oluşturma
sm-phase-choose = grup seçme
sm-phase-play = kartları oynama
sm-phase-doge = Doç'u götürme
sm-phase-banish-roll = sürgün zarı
sm-phase-banish = sürgün
sm-phase-free-banish = kartsız sürgün
sm-phase-free-remove = kartsız çıkarma
sm-phase-end = oyun sonu

sm-button-roll = Zar at
sm-button-offer_x = { $x } grubu
sm-button-confirm_split = Grupları onayla
sm-button-take_offer = { $x } grubunu al
sm-button-a_place = { $d } bölgesine aristokrat
sm-button-a_hop = , sonra köprünle { $h } bölgesine
sm-button-a_from = { " " }({ $s } bölgesinden: yedek boş)
sm-button-a_bridge = Köprü { $a }–{ $b }
sm-button-a_bridge_take = { " " }({ GEN($owner) } { $a } ile { $b } arasındaki köprüsünü al)
sm-button-a_none = Kart bir şey yapmaz
sm-button-a_transfer = { $d }: { GEN($q) } bir aristokratı senin olur
sm-button-a_doge_place = Doç'u { $d } bölgesine koy
sm-button-a_doge_stay = Doç { $d } bölgesinde kalır (prestij puanı ödenmez)
sm-button-a_doge_stop = Doç { $d } bölgesinde durur
sm-button-a_doge_step = Doç { $path }
sm-button-a_doge_move = Doç { $path }: { $cost } puan
sm-button-a_doge_to = → { $d } · { $cost } puan ({ $steps })
sm-button-bridge_of = { GEN($owner) } köprüsü
sm-button-no_bridge = köprüsüz
sm-button-a_banish = { $d } bölgesinde sürgün
sm-button-a_remove = Geri gönder: { $who }
sm-button-a_remove_none = Kimse gitmez
sm-button-a_remove1 = { $d } bölgesinden { GEN($q) } bir aristokratını çıkar
sm-button-a_roles = Roller: 1. Seçici { $c1 }, sonra { $rest }
sm-button-a_skip = { $card_accusative } oynamadan at

sm-message-title = San Marco
sm-message-passage_round = { $round ->
    [0] Dönem { $passage } / { $passages }
   *[other] Dönem { $passage } / { $passages } · { $round }. tur
  }
sm-message-to_move = Sıra: { $name }
sm-message-to_roll = Zar sırası: { $name }
sm-message-chance_moves = Sıra şansta (zar/kart)
sm-message-chance = şans
sm-message-you = sen
sm-message-bot = bot
sm-message-game_over = Oyun bitti: { $names } kazandı.
sm-message-waiting = { $name } bekleniyor.
sm-message-roll_for = { $name }: zar at ({ $why })
sm-message-why_setup = zarda gelen sayının bölgesine 2 aristokrat gider
sm-message-why_banish = zarda gelen sayı kadar aristokrat { $district } bölgesinden çıkar
sm-message-offer_count = { $a } aksiyon kartı, { $l } ceza kartı ({ $pts } ceza puanı)
sm-message-cards_left = Oynanacak kartlar: { $cards }
sm-message-no_choice_here = Şu an { $district } için geçerli bir hamle yok.
sm-message-score_line = { $name }: { $points } puan
sm-message-seat_line = { $name } ({ $seat }): { $points } puan
sm-message-times = { $n } × { $name }

# tahtanın durağan resmi: her oyuncu için bir satır
sm-board-score = { $p }: { $pp } prestij puanı

sm-event-setup_roll = { $p } zar atar, { $roll } gelir: { $district } bölgesine 2 aristokrat konur.
sm-event-bridge = { $p }, { $a } ile { $b } arasına bir köprü koyar.
sm-event-bridge_taken = { $p }, { $owner_self ->
    [yes] kendi
   *[no] { GEN($owner) }
  } { $a } ile { $b } arasındaki köprüsünü alır; köprüdeki aristokrat { $owner_self ->
    [yes] kendi yedeğine
   *[no] { DAT($owner) }
  } döner.
sm-event-from_district = { GEN($p) } yedeği boş: aristokrat { $district } bölgesinden gelir.
sm-event-void = { GEN($p) } { $card_possessive } hiçbir etki yapmaz.
sm-event-round = { $passage }. dönem, { $round }. tur başlar; ilk oyuncu { $p }.
sm-event-roles = { $distributors_count ->
    [one] Dağıtıcı
   *[other] Dağıtıcılar
  }: { $distributors }; { $choosers_count ->
    [one] Seçici
   *[other] Seçiciler
  }: { $choosers }.
sm-event-draw = { $p }, { $card_indefinite } çeker.
sm-event-offer = { $p }, { $size } kartlık bir grup ayırır.
sm-event-split = { $p }, kartları { $sizes } kartlık gruplara böler.
sm-event-reveal = { $p } grupları açar: { $offers }.
sm-event-take = { $p } şu grubu alır: { $offer }.
sm-event-gets = { $p } kalan grubu alır: { $offer }.
sm-event-limit = { $p }, { $value } değerinde bir ceza kartı açar: ceza toplamı { $before } → { $after }.
sm-event-out = { $p }, { $limit } ceza puanına ulaşır ve dönemin geri kalanında oynamaz.
sm-event-last_round = Bir oyuncu { $limit_out } ceza puanına ulaşır: { $active } oyuncu son bir tur oynar.
sm-event-start_player = { $p } ilk oyuncu olur.
sm-event-place = { $p }, { $district } bölgesine bir aristokrat koyar.
sm-event-hop = { GEN($p) } aristokratı kendi köprüsü üzerinden { $from } bölgesinden { $to } bölgesine geçer.
sm-event-transfer = { $p }, { $district } bölgesinde { GEN($victim) } bir aristokratını kendi aristokratıyla değiştirir.
sm-event-doge_place = { $p }, Doç'u { $district } bölgesine koyar.
sm-event-doge_stay = Doç { $district } bölgesinde kalır.
sm-event-doge_step = { $p }, Doç'u { $via ->
    [bank] köprü kullanmadan
    [own] kendi köprüsü üzerinden
   *[bridge] { GEN($owner) } köprüsü üzerinden
  } { $from } bölgesinden { $to } bölgesine götürür.
sm-event-doge_stop = Doç { $district } bölgesinde durur.
sm-event-bank = { $p }, { $a } bölgesinden { $b } bölgesine geçmek için bankaya { $pp } prestij puanı öder ({ $before } → { $after }).
sm-event-toll = { $p }, { $a } ile { $b } arasındaki köprü için { DAT($owner) } { $pp } prestij puanı öder ({ $before } → { $after }).
sm-event-scoring = { $district } bölgesi puanlanır.
sm-event-score = { $p }, { $district } bölgesinde { $place ->
    [first] birincilik
    [second] ikincilik
   *[tied] paylaşılan birincilik
  } için { $pp } prestij puanı alır ({ $before } → { $after }).
sm-event-banish = { $p }, sürgün için { $district } bölgesini seçer.
sm-event-banish_roll = Zarda { $roll } gelir: en çok { $roll } aristokrat { $district } bölgesini terk eder.
sm-event-removed = { GEN($p) } { $n } aristokratı { $district } bölgesini terk eder ({ $by_self ->
    [yes] kendi sürgünüyle
   *[no] sürgün eden: { $by }
  }).
sm-event-skip = { $p }, { $card_accusative } oynamadan atar.
sm-event-passage_end = { $passage }. dönem sona erer.
sm-event-bonus = { $p }, dönem bonusu olarak { $pp } prestij puanı alır ({ $before } → { $after }).
sm-event-fewest = { $p } en az ceza puanına ({ $limit }) sahiptir ve kartsız bir sürgün yapar.
sm-event-fewest_tie = En az ceza puanında ({ $limit }) eşitlik var: kartsız sürgün yok.
sm-event-reshuffle = Ceza kartları geri döner, iki deste yeniden karıştırılır.
sm-event-final_scoring = Son puanlama: her bölge puanlanır.
sm-event-game_over = Oyun sona erer. { $winners_count ->
    [one] Kazanan
   *[other] Kazananlar
  }: { $winners }.
sm-event-hidden_draw = { $p } kapalı bir kart çeker.
