## İki oyunun ve her arayüzün ortak metinleri: oyuncular, listeler, kural seçenekleri.

player = Oyuncu { $n }
chance = şans
# a player and their value in a list of players (a reveal, the scores): never a number glued to a name
player-value = { $p }: { $value }
# a number by itself (a table cell), with the language's separators and minus sign
number = { $n }
on = açık
off = kapalı
