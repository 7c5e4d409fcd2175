# Los marcadores de una unidad, como los nombra un jugador (src/narration/markers.rs).

mark-used = usada
mark-stunned = aturdida { $stuns }
mark-wounded = herida { $wounds }
mark-retreating = en retirada
mark-parapet = parapetada
mark-unloaded = descargada { $models }
mark-dishonoured = deshonrada
mark-ki = ki activo
mark-ki-ability = ki: { $ability }
mark-banzai = Banzai (+1D6 próxima tirada de combate)
mark-forced-march = marcha forzada +{ $cm } cm
mark-steady-ranks = Filas firmes (pasa el próximo chequeo de Honor)
mark-hidden-path = Senda oculta (despliega a más de 30 cm del enemigo)
mark-volley = Descarga (ignora la cobertura)
