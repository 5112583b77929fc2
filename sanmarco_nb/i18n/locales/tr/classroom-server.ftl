# Oda sunucusunun ve öğretmen istemcisinin sayfalar dışındaki kendi sözleri (konu 36): bir
# bağlantının neden kapandığı, başlangıçta kenara alınan bir oda, sunucunun ilk satırları,
# istemcinin notları.

## bir bağlantının neden kapandığı: kapanıştan hemen önce bir “refused” mesajıyla gönderilir;
## kapanışın nedeni kısa bir kimliktir (en çok 123 bayt, RFC 6455)
room-too_slow = Kapatıldı: Bu bağlantı masaya yetişemedi; güncel durum için yeniden bağlan.
room-opened_elsewhere = Kapatıldı: Bu yer başka bir yerde açıldı (başka bir pencerede ya da yeni bir kodla).
room-too_many_bad = Kapatıldı: Sunucunun okuyamadığı çok fazla mesaj geldi.
room-closed = Odayla bağlantı kapandı.

## öğretmen istemcisi ve bir yerin istemcisi
room-address = Bir oda adresi “http://host:port/rooms/ID” biçimindedir, { $room } değil.
room-max_rooms = Bu sunucu en çok { $max } oda alır.
room-not_let_in = Oda sunucusu seni içeri almadı.
room-connection_lost = Oda sunucusuyla bağlantı koptu.
room-not_connected = Odaya bağlı değilsin.

## başlangıçta kenara alınan bir oda: kaydı ya da belgesi
room-no_header = odanın saklanan belgesinde kaydın başlığı yok
room-aside_damaged = saklanan belgesi bozuk ({ $detail })

## sunucunun ilk satırları (python -m sanmarco_nb classroom serve)
room-serving = Sınıf sunucusu { $where } adresinde ({ $path } klasöründen { $count ->
    [one] 1 oda
   *[other] { $count } oda
  } geri yüklendi)
room-serving_aside = { $count ->
    [one] 1 oda
   *[other] { $count } oda
  } kenara alındı: sunucunun günlüğüne ve öğretmen sayfasına bak
room-teacher_page = Öğretmen sayfası: { $where }
room-teacher_code = Öğretmen kodu: { $code }
