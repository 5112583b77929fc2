# Komut satırının kendi sözleri (python -m sanmarco_nb …, konu 36): --lang ile seçilen dilde,
# yoksa yerel ayarın dilinde (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), yoksa İngilizce. replay ve
# review satırları widgets.ftl içindeki cli-… iletileridir.

## her komut
cli-interrupted = yarıda kesildi
cli-interrupted_after = { $count } oyunun { $n } tanesi bittikten sonra yarıda kesildi
cli-no_file = { $path }: böyle bir dosya yok.
cli-cannot_read = { $path } okunamıyor ({ $detail })
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
