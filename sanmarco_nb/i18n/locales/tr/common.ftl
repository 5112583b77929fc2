## İki oyunun ve her arayüzün ortak metinleri: oyuncular, listeler, kural seçenekleri.

player = Oyuncu { $n }
chance = şans
list-and = { $init } ve { $last }
# a player and their value in a list of players (a reveal, the scores): never a number glued to a name
player-value = { $p }: { $value }
on = açık
off = kapalı
