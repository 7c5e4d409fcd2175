# Listas de ejército: los problemas que encuentra la comprobación de una lista
# (src/army/validate.rs, `ProblemDetail`), y los nombres de clases, tipos de tropa y alcances
# de disparo. Un argumento `…profile` es el nombre del perfil en el archivo de la facción.

problem-error = error
problem-warning = aviso
problem-unit = { " " }[unidad { $unit }]

problem-faction-mismatch = la lista es de la facción `{ $list-faction }` pero se comprobó con `{ $faction }`
problem-battle-size-out-of-range = el tamaño de batalla { $battle-size } está fuera de { $smallest } a { $largest } puntos
problem-commander-level-invalid = el nivel de comandante { $level } no existe: es 0, 1 o 2
problem-points-over-battle-size = la lista cuesta { $total } puntos ({ $troops } de tropas, { $commander } del nivel de comandante { $level }): { $over } por encima del tamaño de batalla de { $battle-size }
problem-duplicate-unit-id = otra unidad usa también el identificador `{ $unit }`
problem-unknown-profile = la facción `{ $faction }` no tiene el perfil `{ $id }`
problem-zero-models = la unidad `{ $unit }` no tiene miniaturas
problem-unit-too-small = la unidad `{ $unit }` de { $profile } tiene { $models ->
        [one] { $models } miniatura
       *[other] { $models } miniaturas
    }: las unidades de un perfil que no es único tienen 3 miniaturas como mínimo
problem-unique-taken-twice = { $profile } es { $leader ->
        [true] un líder del ejército (siempre único, L407)
       *[other] único o legendario
    }: el ejército solo puede llevar una miniatura suya
problem-unit-leader-not-a-leader = { $leader-profile } no es un líder del ejército y no puede liderar una unidad
problem-unit-leader-in-leader-unit = { $profile } ya es un líder del ejército; no puede haber otro líder en la unidad
problem-unit-leader-class-too-low = { $leader-profile } ({ $leader-class }) es de clase inferior a la de la unidad, { $profile } ({ $class })
problem-unit-leader-type-mismatch = { $leader-profile } es { $leader-troop-type } pero la unidad es { $troop-type }: un líder de unidad es del tipo de tropa de la unidad
problem-unit-leader-ranged-weapon = { $leader-profile } es un héroe sin un arma a distancia de { $reach } como la de la unidad; un héroe solo se une a una unidad de tiradores con un arma del mismo tipo
problem-unit-leader-forbidden-class = { $leader-profile } es { $class }: las criaturas colosales, los Komuso y los Onmyouji nunca lideran unidades
problem-no-general = no hay general: uno de los líderes del ejército, un Héroe, debe ser el general
problem-general-unknown-unit = el general es la unidad `{ $unit }`, pero la lista no tiene esa unidad
problem-general-not-a-leader = la unidad `{ $unit }` no tiene un líder del ejército que sea el general (ni su perfil ni su líder de unidad es líder)
problem-general-not-hero = { $profile } es de clase { $class }; el general debe ser un Héroe (H)
problem-type-cap-exceeded = { $points } puntos de tropas de tipo { $troop-type }; la facción `{ $faction }` permite { $cap } con { $battle-size } puntos
problem-spiritual-without-advanced-rules = { $profile } es una tropa espiritual: solo con las reglas avanzadas de poderes ocultos (marca `advanced_rules`)
problem-spiritual-two-types = { $profile }: un ejército lleva un solo tipo de tropa espiritual, Onmyouji o Komuso, y un solo tipo de Onmyouji
problem-support-alone = { $profile } es una tropa de apoyo: va dentro de una unidad (su `support`), no como unidad propia
problem-support-not-support = { $profile } no es una tropa de apoyo (L377)
problem-points-left-over = quedan sin gastar { $left } de { $battle-size } puntos
problem-no-troops = la lista solo tiene líderes del ejército, ninguna tropa que liderar
problem-cap-bracket-missing = la facción `{ $faction }` no da puntos máximos por encima de { $largest } puntos; se usaron los de { $largest } puntos

## Los modos extra de juego (R-RAID-1..5, R-TW-1..3)
problem-raid-battle-size = una incursión se juega a { $raid-points } puntos: un tamaño de batalla de { $battle-size } no es el de una incursión
problem-raid-points-over = el ejército de la incursión cuesta { $total } puntos, { $over } más de los { $raid-points } que cuesta un ejército de incursión
problem-raid-unit-size = la unidad de incursión `{ $unit }` tiene { $models ->
        [one] { $models } miniatura
       *[other] { $models } miniaturas
    } además de su líder de unidad: una unidad de incursión tiene { $raid-models }, 4 con su líder
problem-raid-unit-without-leader = la unidad de incursión `{ $unit }` no tiene líder de unidad: una unidad de incursión son sus 3 miniaturas y el líder que las manda
problem-mixed-outside-raid = la unidad `{ $unit }` mezcla perfiles: solo una unidad de incursión puede tener miniaturas de varios perfiles
problem-total-war-no-base = la unidad de guerra total `{ $unit }` de { $profile } no tiene peana de movimiento: di cuántas de sus miniaturas van en su peana de 12 x 6 cm (2 para una unidad de 5, 3 para 10, 5 para 15)
problem-total-war-base-too-few = la unidad de guerra total `{ $unit }` tiene { $on-base ->
        [one] { $on-base } miniatura
       *[other] { $on-base } miniaturas
    } en su peana de movimiento: 2 representan una unidad de 5, 3 o 4 una de 10, 5 una de 15
problem-total-war-base-too-many = la unidad de guerra total `{ $unit }` tiene { $on-base } miniaturas en su peana de movimiento: una peana lleva { $most } como mucho, que representan una unidad de 15, el mayor tamaño; 2 representan una unidad de 5, 3 o 4 una de 10
problem-total-war-size-mismatch = la unidad de guerra total `{ $unit }` tiene { $models } miniaturas, pero las { $on-base } de su peana de movimiento representan una unidad de { $stands-for }
problem-base-outside-total-war = la unidad `{ $unit }` da una peana de movimiento: solo en guerra total van las unidades en peanas de movimiento

## Clases (L313-322)
army-class-h = Héroe
army-class-c = Criatura Colosal
army-class-e = Élite
army-class-m = Criatura Mayor
army-class-g = Guerrero
army-class-i = Criatura Inferior
army-class-k = Komuso
army-class-o = Onmyouji
army-class-a = Aldeano

## Tipos de tropa (L367-381)
army-troop-type-infantry = infantería
army-troop-type-mounted = montada
army-troop-type-skirmisher = hostigadora
army-troop-type-support = de apoyo
army-troop-type-spiritual = espiritual
army-troop-type-creature = criatura

## Alcances de disparo (L1094-1098)
army-reach-short = corto alcance ({ $cm } cm)
army-reach-medium = medio alcance ({ $cm } cm)
army-reach-long = largo alcance ({ $cm } cm)

## Tipos de arma cuerpo a cuerpo (L1079-1090)
army-weapon-type-0 = Armas básicas
army-weapon-type-1 = Armas de asta larga
army-weapon-type-2 = Armas de hoja larga
army-weapon-type-3 = Katanas
army-weapon-type-4 = Espadas
army-weapon-type-5 = Armas contundentes
army-weapon-type-6 = Armas largas
army-weapon-type-7 = Armas cortas
army-weapon-type-8 = Pistolas
army-weapon-type-9 = Escudos
army-weapon-type-10 = Armas de asta y hoja larga de caballería

# Por qué el constructor de listas rechazó un cambio (src/army/edit.rs, `EditError`). `$value`
# es el id de la unidad, el nombre del perfil o el nivel de comandante.
army-edit-unknown-profile = la facción `{ $faction }` no tiene el perfil `{ $profile }`
army-edit-unknown-unit = la lista no tiene la unidad `{ $value }`
army-edit-not-a-leader = { $value } no es un líder del ejército (L405)
army-edit-not-support = { $value } no es una tropa de apoyo (L377)
army-edit-bad-commander-level = el nivel de comandante { $value } no existe: es 0, 1 o 2 (L1118, R-ARMY-1)
army-edit-no-such-support = la unidad `{ $unit }` no tiene la tropa de apoyo `{ $profile }`
army-edit-no-such-mixed = la unidad `{ $unit }` no tiene miniaturas de `{ $profile }` (R-RAID-4)
army-edit-empty-unit-id = una unidad necesita un nombre
army-edit-unit-id-taken = otra unidad ya se llama `{ $value }`
