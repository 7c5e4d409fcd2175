# The markers on a unit, as a player names them (src/narration/markers.rs).

mark-used = used
mark-stunned = stunned { $stuns }
mark-wounded = wounded { $wounds }
mark-retreating = retreating
mark-parapet = parapet
mark-unloaded = unloaded { $models }
mark-dishonoured = dishonoured
mark-ki = ki active
mark-ki-ability = ki: { $ability }
mark-banzai = Banzai (+1D6 next combat roll)
mark-forced-march = forced march +{ $cm } cm
mark-steady-ranks = Steady ranks (next Honor test passes)
mark-hidden-path = Hidden path (deploys > 30 cm from the enemy)
mark-volley = Volley (ignores cover)
