## İki oyunun ve her arayüzün ortak metinleri: oyuncular, listeler, kural seçenekleri.

player = Oyuncu { $n }
list-and = { $init } ve { $last }
on = açık
off = kapalı
