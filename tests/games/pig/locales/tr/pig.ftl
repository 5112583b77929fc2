## Pig, testlerin oyunu (tests/games/pig): metinleri, ön ek pg-

pg-term-turn_total = tur toplamı
pg-term-target = hedef
pg-phase-turn = zar atmak ya da durmak
pg-phase-roll = zar atılıyor
pg-phase-end = oyun bitti
pg-button-roll = Zar at
pg-button-hold = Dur
pg-event-die = { $p } zarda { $roll } attı: tur toplamı { $total }.
pg-event-bust = { $p } zarda 1 attı ve { $points } puan kaybetti.
pg-event-hold = { $p } durdu ve { $points } puan kazandı: puanı { $total }.
pg-event-win = { $p }, { $total } puana ulaştı ve kazandı.
pg-preview-risk = bir 1 { $points } puana mal olur
pg-preview-bank = puanın { $total } olur
pg-preview-win = kazanırsın
why-pg-die_first = önce zar atılır
variant-pg-target = kazanmak için puan
rule-PG-S1 = Herkes 0 puanla başlar; ilk oyuncu başlar.
rule-PG-T1 = Turun bir zar atışıyla başlar; sonra sıra sonraki oyuncuya geçer.
rule-PG-T2 = 2 ile 6 arası bir zardan sonra yine zar atarsın ya da durursun.
rule-PG-R1 = 2 ile 6 arası bir zar tur toplamına eklenir.
rule-PG-R2 = 1 atarsan tur toplamını kaybedersin ve turun biter.
rule-PG-H1 = Durursan tur toplamın puanına eklenir ve turun biter.
rule-PG-E1 = Hedefe ilk ulaşan kazanır.
pg-message-title = Pig
