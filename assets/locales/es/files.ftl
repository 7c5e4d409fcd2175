# Archivos que no se pueden leer, y lo que está mal en ellos (src/files.rs y los grupos de
# problemas de src/files/problem.rs). `$place` es el archivo, con `:línea:columna` cuando se
# sabe; `$error` es el texto del sistema o de serde_json, que se muestra tal cual.

file-error = { $place }: { $problem }
file-error-field = { $place }: campo `{ $field }`: { $problem }
file-in-field = campo `{ $field }`: { $problem }

# Leer y analizar el archivo (files::Json).
file-json-cannot-read = no se puede leer el archivo: { $error }
file-json-not-json = no es JSON válido: { $error }
file-json-wrong-value = valor no válido: { $error }
file-json-trailing-text = hay texto de más tras el valor JSON: { $error }
file-json-not-a-document = no es un escenario, una mesa, una lista de ejército ni una partida guardada: un archivo de mesa tiene `schema_version` y `table`, una lista de ejército `faction` y `units`, una partida guardada `setup`, `seed` y `log`

# Un archivo de mesa o de escenario (table::load::TableProblem).
file-table-schema-version = esta versión lee archivos de mesa con schema_version { $expected }, no { $found }
file-table-not-finite = debe ser un número finito, no { $value }
file-table-not-positive = { $what ->
    [table_width] el ancho de la mesa
    [table_depth] el fondo de la mesa
    [model_height] la altura de una miniatura
    [base_width] el ancho de una peana
    [base_depth] el fondo de una peana
   *[weapon_range] el alcance de un arma
} debe ser mayor que 0, no { $value }
file-table-too-large = { $what ->
    [table_width] el ancho de la mesa
    [table_depth] el fondo de la mesa
    [model_height] la altura de una miniatura
    [base_width] el ancho de una peana
    [base_depth] el fondo de una peana
   *[weapon_range] el alcance de un arma
} debe ser como mucho { $max }, no { $value }
file-table-off-table = { $what ->
    [model] la miniatura
    [terrain] el elemento de escenografía
    [deployment_zone] la zona de despliegue del bando
   *[objective] el objetivo
} `{ $id }` está fuera de la mesa de { $width-cm } × { $depth-cm } cm: { $value } no está entre 0 y { $limit }
file-table-no-terrain-id = un elemento de escenografía necesita un id
file-table-duplicate-terrain-id = id de escenografía repetido `{ $id }` (también terrain[{ $first }])
file-table-negative-height = la altura no puede ser negativa ({ $height })
file-table-too-few-corners = un polígono necesita al menos 3 esquinas y este tiene { $corners }
file-table-polygon-crossed = el polígono no tiene área o sus lados se cruzan
file-table-polygon-too-thin = el polígono es demasiado fino para medirlo
file-table-no-model-id = una miniatura necesita un id
file-table-duplicate-model-id = id de miniatura repetido `{ $id }` (también models[{ $first }])
file-table-no-model-unit = una miniatura necesita el id de su unidad
file-table-model-side = el bando debe ser 0 o 1, no { $side }
file-table-unit-on-both-sides = la unidad `{ $unit }` tiene miniaturas en los dos bandos (models[{ $first }] está en el bando { $side })
file-table-depth-only-for-rect = depth_mm es solo para peanas `rect` (las redondas y las cuadradas tienen un solo tamaño)
file-table-negative-mov = MOV no puede ser negativo
file-table-rule-range = un alcance es un número >= 0, no { $max-cm }
file-table-rule-turn-zero = los turnos se cuentan desde 1
file-table-rule-side = el bando es 0 o 1, no { $side }
file-table-rule-no-victim = nombra la miniatura o la unidad
file-table-rule-no-terrain = nombra al menos un elemento de escenografía
file-table-rule-unknown-terrain = no hay ningún elemento de escenografía `{ $terrain }` en esta mesa

# Lo que una batalla necesita de un escenario (battle::setup::roster::ScenarioProblem).
file-scenario-table-size = el ancho y el fondo deben ser números positivos de 1000 cm como mucho
file-scenario-zone-side = el bando es 0 o 1
file-scenario-zone-corners = una zona necesita tres o más esquinas con coordenadas finitas
file-scenario-objective = las coordenadas y el radio deben ser finitos, y el radio >= 0
file-scenario-terrain = un elemento de escenografía necesita tres o más esquinas finitas y una altura finita
file-scenario-turn-limit = la batalla dura al menos un turno

# Una facción o una lista de ejército (army::load::ArmyProblem). `$part`: weapon, armour,
# trait, ability, profile, order_card.
file-army-schema-version = schema_version { $found } no está admitida; esta versión lee la versión { $expected }
file-army-empty-faction-id = el id de la facción está vacío
file-army-duplicate-id = el id { $part ->
    [weapon] de arma
    [armour] de armadura
    [trait] de rasgo
    [ability] de habilidad
    [order_card] de carta de orden de comandante
   *[profile] de perfil
} `{ $id }` está repetido
file-army-empty-id = { $part ->
    [weapon] el arma
    [armour] la armadura
    [trait] el rasgo
    [ability] la habilidad
    [order_card] la carta de orden de comandante
   *[profile] la tropa
} no tiene id
file-army-empty-name = { $part ->
    [weapon] el arma
    [armour] la armadura
    [trait] el rasgo
    [ability] la habilidad
    [order_card] la carta de orden de comandante
   *[profile] la tropa
} `{ $id }` no tiene nombre (cada carta lleva nombre, L309)
file-army-weapon-without-use = el arma `{ $weapon }` no tiene ni `melee_type` (0-10, L1079-1090) ni `ranged` (short, medium, long, L1094-1098)
file-army-flag-with-value = `{ $input }` es un indicador: quita `value` (vale 1)
file-army-zero-effect = un efecto de 0 no hace nada
file-army-difficulty-to-wound = la dificultad para herir { $value } está fuera de rango: una tirada de herida con 1D6 necesita de 2 a 7 (R-WOUND-2)
file-army-caps-out-of-order = los tramos de topes de puntos deben ir en orden creciente de tamaño de batalla (L1132)
file-army-capped-twice = el tipo de tropa `{ $troop-type }` tiene dos topes (L1132)
file-army-unknown-reference = el perfil `{ $profile }` nombra { $part ->
    [weapon] el arma `{ $id }`, que no está en `weapons`
    [armour] la armadura `{ $id }`, que no está en `armours`
    [trait] el rasgo `{ $id }`, que no está en `traits`
   *[ability] la habilidad `{ $id }`, que no está en `abilities`
}
file-army-spiritual-class = perfil `{ $profile }`: las tropas espirituales son exactamente las clases Komuso (K) y Onmyouji (O) (L379)
file-army-base-too-small = una peana mide al menos 25 mm (L36, R-UNIT-1), no { $mm }
file-army-depth-only-for-rect = solo una peana `rect` tiene fondo (R-UNIT-3)
file-army-no-volume = el volumen es 1 o más (L340)
file-army-no-cost = un perfil cuesta al menos 1 punto (L338)
file-army-unknown-faction = facción desconocida `{ $faction }`: no hay { $faction }.json junto a la lista ni en la carpeta de arriba, y ni tus facciones ni las de muestra tienen ese id (conocidas: { $known })
file-army-unknown-profile = la facción `{ $faction }` no tiene el perfil `{ $profile }`
file-army-unknown-commander-order = la orden de comandante `{ $order }` no es una de las originales (banzai, forced_march, steady_ranks, hidden_path, volley, ancestors_watch) ni está en `order_cards` (L199)

# Los bandos de una batalla (battle::setup::battle_setup::SetupProblem).
file-setup-commander-level = el nivel de comandante es 0, 1 o 2 (R-ARMY-1)
file-setup-no-units = un ejército necesita al menos una unidad
file-setup-duplicate-unit-id = los id de unidad deben ser únicos en la batalla
file-setup-no-models = una unidad necesita miniaturas o un líder
file-setup-bad-measures = MOV, peana y altura deben ser números >= 0
file-setup-no-wounds = HR debe ser al menos 1
file-setup-bad-range = el alcance debe ser un número positivo
file-setup-general-not-leader = el general es un líder (L428)
file-setup-two-generals = un general por ejército (R-ARMY-2)
file-setup-modes-differ = las dos listas de ejército son de modos de juego distintos (`"mode"`: una lista de incursión, de guerra total o una estándar sin el campo): los dos bandos de una batalla juegan el mismo modo (R-TW-4)
file-setup-scenario-mode-differs = el escenario es de otro modo de juego que las listas de ejército (`"mode"`): un escenario de incursión se juega con listas de incursión, uno de guerra total con listas de guerra total
file-setup-movement-base = solo una unidad de guerra total con miniaturas va sobre una peana de movimiento (R-TW-4)

# Una situación de combate para las probabilidades (rules::situation::SituationIssue).
file-situation-out-of-range = { $value } está fuera de rango: debe ir de { $lo } a { $hi }
file-situation-no-wounds = el atributo de Heridas (HR) debe ser al menos 1
file-situation-no-models = una unidad en combate necesita al menos una miniatura (un líder solo es una miniatura sola: `models: 1` y sin `leader`)
file-situation-models-at-start = la unidad empezó con { $start } miniaturas pero ahora tiene { $now }
file-situation-leader-no-wounds = las Heridas (HR) del líder deben ser al menos 1
file-situation-dead-leader = un líder con { $wounds } heridas de { $hr } está muerto; quita el líder
file-situation-contact-over-models = { $in-contact } miniaturas en contacto pero la unidad tiene { $models }
file-situation-no-leader = la unidad no tiene líder
file-situation-too-many-dice = una reserva de { $dice } dados; la calculadora admite hasta { $max }
file-situation-shooters-over-models = { $shooting } miniaturas disparan pero la unidad tiene { $models }
file-situation-visible-over-models = { $visible } miniaturas visibles pero el objetivo tiene { $models }

# Una partida guardada que no se abre (battle::engine::log::OpenError). `$event` cuenta desde
# 1; el `$problem` de save-event es lo que el evento nombra y la batalla no tiene (save-event-unit, -model).
save-format = el formato de partida guardada { $format } no es de 1 a { $newest }
save-setup = la preparación de la batalla: { $problem }
save-scenario = el escenario de la batalla: { $problem }
save-event = entrada { $index } del registro, evento { $event }: { $problem }
save-event-unit = `{ $field }` nombra la unidad `{ $id }`, que la batalla no tiene
save-event-model = `{ $field }` nombra la miniatura `{ $id }`, que no está en la mesa

# Una orden leída de un archivo (`kensei battle do`) que nombra lo que la batalla no tiene
# (battle::engine::event_names::command_misnamed); el campo se nombra antes.
file-command-unit = la batalla no tiene ninguna unidad `{ $id }`
file-command-model = la batalla no tiene ninguna miniatura `{ $id }` sobre la mesa
