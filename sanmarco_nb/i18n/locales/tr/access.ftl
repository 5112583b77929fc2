## Ekran okuyucunun okuduğu metinler (widgets/access.py): her adımdan sonra canlı bölge,
## yazıyla tahta ve duvarlar, kendi etiketi görünmeyen kontrollerin adları.
## $name bir oyuncunun adı, $district bir bölge, $phase bir aşama.

## Canlı bölge: sıra kimde

access-your_turn = Sıra sende, { $name } ({ $phase }).
access-your_roll = Zar atma sırası sende, { $name } ({ $phase }).
access-turn_of = Sıra { LOC($name) } ({ $phase }).
access-chance = Sıra şansta ({ $phase }).
access-game_over = Oyun sona erdi.
access-playing = oyunda
access-reveal = Bütün teklifler verildi: devam etmek için “{ $what }” düğmesine bas.
access-more_events = Olay günlüğünde { $n } olay daha var.
access-position = Geçmişe bakıyorsun: konum { $n } / { $max }.

## San Marco: yazıyla tahta

access-board_title = Yazıyla oyun tahtası
access-board_summary = Yapılan köprü: { $n } / { $max }; { $what }.
access-doge_off = Doç henüz tahtada değil
access-doge_in = Doç { $district } bölgesinde
access-district = { $district } (birinci { $pp }, ikinci { $points }): { $what }.
access-aristocrats = { $name }: { $n } aristokrat
access-no_aristocrats = aristokrat yok
access-would_score = şimdi puanlama olsa: { $what }
access-award = { DAT($name) } { $pp } prestij puanı
access-bridges = köprüler: { $what }
access-bridge_to = { $district } bölgesine ({ $name })
access-doge_here = Doç burada
access-districts = Tahtadaki bölge
access-all_districts = bütün bölgeler
access-district_choices = { $district }: { $n ->
    [0] seçenek yok
   *[other] { $n } seçenek
  }

## Art Society: yazıyla duvar

access-wall = { GEN($name) } duvarı
access-wall_title = { GEN($name) } duvarı, yazıyla
access-tile_at = { $where }: { $tile }
access-tile_at_faux_pas = { $where }: { $tile }, bir gafın içinde
access-wall_free = Boş alan: { $n } / { $max }

## Kontrollerin adları

access-log = Olay günlüğünün satırları, en yenisi üstte
access-until = Botlar şuna kadar oynasın
access-board = Oyun tahtası
access-moves = Oyunun hamleleri
access-charts = Grafikler
access-table = { $game }, { $n }. masa
access-of_table = { $part } ({ $table })
