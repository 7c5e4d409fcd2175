# Las razones del general del ordenador (battle::policy::general::reasons).

general-weighed = { $command } ({ $worth }): { $terms }
general-weighed-bare = { $command } ({ $worth })
general-rather-than = {" "}en lugar de { $others }
general-reaches = alcanza { $chance }%
general-wins = gana { $chance }%
general-they-break = se rompen { $chance }% (retirada { $retreat }%)
general-their-leader-dies = muere su líder { $chance }%
general-our-leader-dies = muere nuestro líder { $chance }%
general-losses = bajas esperadas { $ours } contra { $theirs }
general-standing = posición { $before } a { $after }
general-objectives = objetivos { $vp } PV esperados
general-caught = una carga de oportunidad la alcanza en su camino { $chance }% ({ $worth })
general-joined = trabada en la melé, otros enemigos pueden cargarla también ({ $worth })
general-zone-given-up = retenida antes de la zona enemiga que pide su misión ({ $worth })
general-activation-spent = gasta la orden que habría dado en su propia activación de este turno ({ $worth })
general-charge-stopped = una carta repite el dado de su carga: se queda corta { $chance }%
general-part = objetivos { $vp } PV a puntuar frente al papel enemigo, su zona { $cm } cm más { $nearer ->
    [true] cerca de ellos
   *[other] lejos de ellos
}
general-pursuit = alcanza { $caught } miniaturas esperadas
general-lookahead = miró adelante { $samples ->
    [one] una vez
   *[other] { $samples } veces
}: balance { $balance }

general-lookahead-to-end = jugó hasta el final de la batalla { $samples ->
    [one] una vez
   *[other] { $samples } veces
}: ganó el { $won }%, margen de PV { $margin }
general-roll-answered = gana la tirada el { $chance }% tras la respuesta del enemigo (el { $passing }% si pasa)

general-plain = { $command }: { $terms }
general-plain-they-break = se rompen { $chance }%
general-plain-losses = perdemos { $ours } miniaturas, ellos { $theirs }
general-plain-standing = { $how ->
    [better] allí está mejor situada
    [worse] allí está peor situada, el mejor sitio a su alcance
   *[same] allí está igual de bien situada
}
general-plain-objectives = { $gain ->
    [true] gana
   *[other] cede
} { $vp } PV esperados en los objetivos
general-plain-caught = un enemigo puede alcanzarla en su camino ({ $chance }%)
general-plain-joined = otros enemigos pueden cargarla en la melé
general-plain-zone-given-up = retenida antes de la zona enemiga que pide su misión
general-plain-activation-spent = gasta la orden de su propia activación
general-plain-part = su zona { $cm } cm más { $nearer ->
    [true] cerca de
   *[other] lejos de
} los objetivos
general-plain-lookahead = jugó la pareja en su cabeza { $samples ->
    [one] una vez
   *[other] { $samples } veces
}
general-plain-lookahead-to-end = ganó el { $won }% de { $samples ->
    [one] una partida
   *[other] { $samples } partidas
} hasta el final de la batalla
general-plain-roll-answered = gana la tirada el { $chance }% responda lo que responda el enemigo
general-details = detalles: { $text }

general-cmd-activate = { $side }: activar { $unit }
general-cmd-order = { $side }: { $unit } { $order ->
    [charge] carga contra
    [fight] combate con
    [shoot] dispara a
    [duel] reta a duelo a
    [run] corre
    [move] mueve
    [disengage] se destraba
    [lead] lidera a
    [reload] recarga
   *[parapet] se parapeta
}{ $target }{ $powered ->
    [true] , potenciada
   *[other] {""}
}
general-cmd-hold = { $side }: guarda las órdenes que quedan
general-cmd-react = { $side }: { $reaction ->
    [flee] huir
    [stand_and_shoot] aguantar y disparar
   *[receive] recibir la carga
}{ $powered ->
    [true] , potenciada
   *[other] {""}
}
general-cmd-fight-back = { $side }: devolver el combate{ $powered ->
    [true] , potenciado
   *[other] {""}
}
general-cmd-answer-duel = { $side }: { $accept ->
    [true] acepta el duelo
   *[other] rechaza el duelo
}
general-cmd-active-side = { $side }: { $active } es el bando activo
general-cmd-opportunity = { $side }: carga de oportunidad con { $unit }
general-cmd-let-pass = { $side }: deja pasar el movimiento
general-cmd-melee-move = { $side }: { $stays ->
    [true] sin movimiento de melé, se queda
   *[other] movimiento de melé hacia el enemigo
}
general-cmd-table-side = { $side }: { $swap ->
    [true] toma el otro lado de la mesa y su papel
   *[other] se queda con su lado de la mesa y su papel
}
general-cmd-pursue = { $side }: { $pursue ->
    [true] persigue al enemigo en retirada
   *[other] no persigue
}
general-cmd-casualties = { $side }: { $unit } pierde { $count ->
    [one] la miniatura
   *[other] las miniaturas
} { $models }
general-cmd-pass = { $side }: sin ofrenda
general-cmd-offer = { $side }: ofrece un { $card } { $reroll ->
    [true] para repetir el dado { $die }
   *[other] en el dado { $die }
}
general-cmd-protect = { $side }: { $protect ->
    [true] proteger al líder
   *[other] el líder recibe la herida
}
general-cmd-other = { $side }: { $what ->
    [terrain_order] orden de colocar escenografía
    [place_terrain] coloca escenografía
    [end_terrain] no coloca más escenografía
    [pick_commander_orders] elige sus órdenes de mando
    [deploy] despliega
    [keep_cards] guarda cartas
    [keep_commander_order] guarda una orden de mando
    [command_duel] duelo de mando
    [stake_command_duel] apuesta en el duelo de mando
    [commander_activation] activación de comandante
    [end_activations] termina sus activaciones
    [choose_ki] elige su habilidad ki
    [use_commander_order] usa una orden de mando
    [choose_combat] elige el siguiente combate
    [pick_opponents] elige rivales
    [choose_table_side] elige lado de la mesa
    [choose_casualties] elige sus bajas
   *[other] { $what }
}

general-why-only-choice = no hay otra opción
general-why-setup-default = la elección habitual del despliegue
general-why-in-formation = junto a sus compañeros de unidad, en formación
general-why-zone-front = en el frente de su zona, hacia el enemigo, donde el resto del ejército aún cabe
general-why-highest-cards = guarda las cartas más altas
general-why-keeps-cards = guarda sus cartas para duelos de mando y cargas
general-why-card-wins-the-part = la carta puede ganar la tirada de estrategia, y con ella la mejor parte de la mesa
general-why-card-makes-the-charge = la carta hace que la carga alcance
general-why-we-go-first = golpea primero mientras le quedan unidades por activar
general-why-they-go-first = no le quedan unidades por activar
general-why-protect-general = el general vale tres puntos de victoria
general-why-leader-would-die = la herida mataría al líder
general-why-leader-takes-it = el líder sobrevive a la herida
general-why-take-initiative = la apuesta vale la iniciativa
general-why-no-stake = ninguna carta vale la iniciativa
general-why-extra-activation = una unidad aún tiene un golpe que vale una carta
general-why-no-extra-activation = no queda unidad que valga una carta
general-why-pursue = para alcanzar al enemigo en retirada
general-why-first-listed = la primera opción de la lista
general-why-spares-order = potenciarlo no vale la orden que perdería su unidad activa
general-why-commander-order-now = una orden de mando que ayuda ahora
