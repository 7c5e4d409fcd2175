# Army lists: the problems the list checks find (src/army/validate.rs, `ProblemDetail`), and
# the names of classes, troop types and ranged reach bands. A `…profile` argument is the
# profile's name in the faction file.

problem-error = error
problem-warning = warning
problem-unit = { " " }[unit { $unit }]

problem-faction-mismatch = the list is for faction `{ $list-faction }` but was checked against `{ $faction }`
problem-battle-size-out-of-range = battle size { $battle-size } is outside { $smallest } to { $largest } points
problem-commander-level-invalid = commander level { $level } does not exist: it is 0, 1 or 2
problem-points-over-battle-size = the list costs { $total } points ({ $troops } for troops, { $commander } for commander level { $level }), { $over } over the battle size of { $battle-size }
problem-duplicate-unit-id = unit id `{ $unit }` is used by another unit too
problem-unknown-profile = faction `{ $faction }` has no profile `{ $id }`
problem-zero-models = unit `{ $unit }` has no models
problem-unit-too-small = unit `{ $unit }` of { $profile } has { $models ->
        [one] { $models } model
       *[other] { $models } models
    }: units of a profile that is not unique have 3 models at least
problem-unique-taken-twice = { $profile } is { $leader ->
        [true] an army leader (always unique, L407)
       *[other] unique or legendary
    }: the army may hold only one model of it
problem-unit-leader-not-a-leader = { $leader-profile } is not an army leader and cannot lead a unit
problem-unit-leader-in-leader-unit = { $profile } is an army leader already; there may be no other leader in the unit
problem-unit-leader-class-too-low = { $leader-profile } ({ $leader-class }) is of lower class than the unit's { $profile } ({ $class })
problem-unit-leader-type-mismatch = { $leader-profile } is { $leader-troop-type } but the unit is { $troop-type }: a unit leader is of the unit's troop type
problem-unit-leader-ranged-weapon = { $leader-profile } is a hero without a { $reach } ranged weapon like the unit's; a hero joins a ranged unit only with a weapon of the same type
problem-unit-leader-forbidden-class = { $leader-profile } is a { $class }: colossal creatures, Komuso and Onmyouji never lead units
problem-no-general = no general: one of the army leaders, a Hero, must be the general
problem-general-unknown-unit = the general is unit `{ $unit }`, but the list has no such unit
problem-general-not-a-leader = unit `{ $unit }` has no army leader to be the general (neither its profile nor its unit leader is marked leader)
problem-general-not-hero = { $profile } is of class { $class }; the general must be a Hero (H)
problem-type-cap-exceeded = { $points } points of { $troop-type } troops; faction `{ $faction }` allows { $cap } at { $battle-size } points
problem-spiritual-without-advanced-rules = { $profile } is a spiritual troop: only with the advanced rules of hidden powers (set `advanced_rules`)
problem-spiritual-two-types = { $profile }: an army takes one kind of spiritual troop only, Onmyouji or Komuso, and one type of Onmyouji
problem-support-alone = { $profile } is a support troop: it goes inside a unit (its `support`), not as a unit of its own
problem-support-not-support = { $profile } is not a support troop (L377)
problem-points-left-over = { $left } of { $battle-size } points are not spent
problem-no-troops = the list has army leaders only, no troops to lead
problem-cap-bracket-missing = faction `{ $faction }` gives no point caps above { $largest } points; its caps for { $largest } points were used

## The extra game modes (R-RAID-1..5, R-TW-1..3)
problem-raid-battle-size = a raid is fought at { $raid-points } points: battle size { $battle-size } is not a raid's
problem-raid-points-over = the raid army costs { $total } points, { $over } over the { $raid-points } a raid army costs
problem-raid-unit-size = raid unit `{ $unit }` has { $models ->
        [one] { $models } model
       *[other] { $models } models
    } besides its unit leader: a raid unit has { $raid-models }, 4 with its leader
problem-raid-unit-without-leader = raid unit `{ $unit }` has no unit leader: a raid unit is 3 models and the unit leader who leads them
problem-mixed-outside-raid = unit `{ $unit }` mixes profiles: only a raid unit may hold models of several profiles
problem-total-war-no-base = total war unit `{ $unit }` of { $profile } has no movement base: say how many of its models stand on its 12 x 6 cm base (2 for a unit of 5, 3 for 10, 5 for 15)
problem-total-war-base-too-few = total war unit `{ $unit }` has { $on-base ->
        [one] { $on-base } model
       *[other] { $on-base } models
    } on its movement base: 2 stand for a unit of 5, 3 or 4 for 10, 5 for 15
problem-total-war-base-too-many = total war unit `{ $unit }` has { $on-base } models on its movement base: a base holds { $most } at most, which stand for a unit of 15, the largest size; 2 stand for a unit of 5, 3 or 4 for 10
problem-total-war-size-mismatch = total war unit `{ $unit }` has { $models } models, but the { $on-base } on its movement base stand for a unit of { $stands-for }
problem-base-outside-total-war = unit `{ $unit }` gives a movement base: only total war puts units on movement bases

## Classes (L313-322)
army-class-h = Hero
army-class-c = Colossal creature
army-class-e = Elite
army-class-m = Greater creature
army-class-g = Warrior
army-class-i = Lesser creature
army-class-k = Komuso
army-class-o = Onmyouji
army-class-a = Villager

## Troop types (L367-381)
army-troop-type-infantry = infantry
army-troop-type-mounted = mounted
army-troop-type-skirmisher = skirmisher
army-troop-type-support = support
army-troop-type-spiritual = spiritual
army-troop-type-creature = creature

## Ranged reach bands (L1094-1098)
army-reach-short = short ({ $cm } cm)
army-reach-medium = medium ({ $cm } cm)
army-reach-long = long ({ $cm } cm)

## Melee weapon types (L1079-1090)
army-weapon-type-0 = Basic weapons
army-weapon-type-1 = Long polearms
army-weapon-type-2 = Long blades
army-weapon-type-3 = Katanas
army-weapon-type-4 = Swords
army-weapon-type-5 = Blunt weapons
army-weapon-type-6 = Long weapons
army-weapon-type-7 = Short weapons
army-weapon-type-8 = Pistols
army-weapon-type-9 = Shields
army-weapon-type-10 = Cavalry polearms and long blades

# Why the list builder refused an edit (src/army/edit.rs, `EditError`). `$value` is the unit
# id, the profile's name or the commander level.
army-edit-unknown-profile = faction `{ $faction }` has no profile `{ $profile }`
army-edit-unknown-unit = the list has no unit `{ $value }`
army-edit-not-a-leader = { $value } is not an army leader (L405)
army-edit-not-support = { $value } is not a support troop (L377)
army-edit-bad-commander-level = commander level { $value } does not exist: it is 0, 1 or 2 (L1118, R-ARMY-1)
army-edit-no-such-support = unit `{ $unit }` has no support troop `{ $profile }`
army-edit-no-such-mixed = unit `{ $unit }` has no models of `{ $profile }` (R-RAID-4)
army-edit-empty-unit-id = a unit needs a name
army-edit-unit-id-taken = another unit is already called `{ $value }`
