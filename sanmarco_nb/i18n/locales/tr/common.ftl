## İki oyunun ve her arayüzün ortak metinleri: oyuncular, listeler, kural seçenekleri.

player = Oyuncu { $n }
chance = şans
list-and = { $init } ve { $last }
on = açık
off = kapalı
