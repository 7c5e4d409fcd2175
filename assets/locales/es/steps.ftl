# Los pasos de la resolución de un combate o un disparo (rules::Step), cada uno con sus cifras.
# $modifier-signed es el modificador con su signo (+1, -1, +0).

step-hits = { $unit }: { $dice } dados a { $modifier-signed }: { $hits ->
    [one] 1 impacto
   *[other] { $hits } impactos
}
step-hits-natural-six = { $unit }: reserva de { $pool } dados: tira 1 dado, solo un 6 natural impacta: { $hits ->
    [one] 1 impacto
   *[other] { $hits } impactos
}
step-wounds = { $unit }: { $dice } dados de herida contra { $against } (dificultad { $difficulty }, modificador { $modifier-signed }): { $wounds ->
    [one] 1 herida
   *[other] { $wounds } heridas
}, { $leader-wounds ->
    [one] 1 herida al líder
   *[other] { $leader-wounds } heridas al líder
}, { $stuns ->
    [one] 1 aturdimiento
   *[other] { $stuns } aturdimientos
}
step-stand-and-shoot-halved = aguantar y disparar: { $wounds ->
    [one] 1 herida
   *[other] { $wounds } heridas
} a la mitad, redondeando hacia abajo: { $halved } ({ $to-leader } al líder)
step-protect-leader = { $unit }: protege a su líder de { $wounds ->
    [one] 1 herida
   *[other] { $wounds } heridas
}, cada 4+ pasa una a la unidad: { $moved } pasadas
step-casualties = { $unit }: recibe { $wounds ->
    [one] 1 herida
   *[other] { $wounds } heridas
} (marcadores de aturdida { $stuns } + { $new-stuns } nuevos, dos hacen una herida) con { $carried } acumuladas, HR { $hr }: { $casualties ->
    [one] 1 baja
   *[other] { $casualties } bajas
}, { $models-left ->
    [one] queda 1 miniatura
   *[other] quedan { $models-left } miniaturas
}, marcador de herida { $wounded-marker }, marcadores de aturdida { $stun-markers }{ $leader-died ->
    [true] ; su líder recibe { $leader-wounds ->
        [one] 1 herida
       *[other] { $leader-wounds } heridas
    } y muere
    [false] ; su líder recibe { $leader-wounds ->
        [one] 1 herida
       *[other] { $leader-wounds } heridas
    } ({ $leader-after } de { $leader-hr })
   *[other] {""}
}{ $wiped-out ->
    [true] ; aniquilada
   *[other] {""}
}
step-result = { $winner ->
    [attacker] gana { $attacker }
    [defender] gana { $defender }
   *[other] sin vencedor
} ({ $attacker } pierde { $attacker-lost }, { $defender } pierde { $defender-lost })
step-honor = { $unit }: { $cause ->
    [lost_melee] perdió el combate
   *[other] perdió la mitad de sus miniaturas o más por el disparo
}: chequeo de Honor contra { $honor }{ $general-reroll ->
    [true] , repetición del general: 2D6 y se queda el mejor
   *[other] {""}
}: se queda { $kept }, { $morale ->
    [holds] lo supera y aguanta
    [falls_back] lo falla y se repliega (quedan { $models-left } de { $starting-models } miniaturas iniciales)
   *[other] lo falla y se retira (quedan { $models-left } de { $starting-models } miniaturas iniciales)
}

# Un paso con cartas añadidas a sus dados por ofrendas a los dioses ($offerings: las cartas,
# cada una con step-offering).
step-with-offerings = { $step } (ofrendas a los dioses, R-DECK-4: { $offerings })
step-offering = +{ $bonus } en el dado { $die }
