//! The odds panel's switches: the troops each side brings and every row of the book's melee
//! and shooting tables, as a toggle or a number, with the ruling on hover.

use super::*;

/// The troop row of a side and its unit leader's: a picked troop's leader to choose when its
/// faction has leaders, else the unit leader the side's numbers have (`leader`, L411-421), the
/// one the pool counts in contact.
pub(super) fn troop_rows(
    ui: &mut egui::Ui,
    f: &Form,
    factions: &[Faction],
    side: Key,
    (pick, from_table): (&mut Option<TroopPick>, Option<&str>),
    leader: Option<&str>,
) {
    let lang = f.lang;
    let name = |p: &TroopPick| -> String {
        factions
            .iter()
            .find(|x| x.id == p.faction)
            .and_then(|x| x.profile(&p.profile))
            .map_or_else(
                || p.profile.clone(),
                |x| in_language(lang, &x.name, x.name_es.as_deref()).to_string(),
            )
    };
    let l = ui.label(lang.f(Key::TroopOf, &[("side", &lang.t(side))]));
    // The unit the table filled the side from, until the player picks a troop.
    let shown = match (pick.as_ref(), from_table) {
        (Some(p), _) => name(p),
        (None, Some(unit)) => lang.f(Key::TroopFromTable, &[("unit", &unit)]),
        (None, None) => lang.t(Key::TypedNumbers).to_string(),
    };
    egui::ComboBox::from_id_salt(("odds_troop", side))
        .selected_text(shown)
        .width(200.0)
        .height(480.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(pick, None, lang.t(Key::TypedNumbers));
            for faction in factions {
                ui.separator();
                ui.strong(in_language(lang, &faction.name, faction.name_es.as_deref()));
                for p in faction.profiles.iter().filter(|p| !p.leader) {
                    let t = TroopPick {
                        faction: faction.id.clone(),
                        profile: p.id.clone(),
                        leader: None,
                    };
                    let text = in_language(lang, &p.name, p.name_es.as_deref());
                    let on = pick
                        .as_ref()
                        .is_some_and(|x| x.faction == t.faction && x.profile == t.profile);
                    if ui.selectable_label(on, text).clicked() && !on {
                        *pick = Some(t);
                    }
                }
            }
        })
        .response
        .labelled_by(l.id);
    ui.end_row();
    let l = f.label(ui, Key::TroopLeader, &[src("R-ARMY-2", "L411-421")]);
    let faction = pick
        .as_ref()
        .and_then(|p| factions.iter().find(|x| x.id == p.faction));
    let leaders: Vec<&crate::army::Profile> = faction
        .map(|x| x.profiles.iter().filter(|x| x.leader).collect())
        .unwrap_or_default();
    let Some(p) = pick.as_mut().filter(|_| !leaders.is_empty()) else {
        // The row stays, greyed, so that picking a troop moves nothing under the pointer; it
        // names the unit leader the numbers have.
        let shown = match leader {
            Some("") => lang.t(Key::HasUnitLeader).to_string(),
            Some(name) => name.to_string(),
            None => lang.t(Key::NoTroopLeader).to_string(),
        };
        ui.add_enabled(
            false,
            egui::Button::new(shown).min_size(egui::vec2(120.0, 0.0)),
        )
        .labelled_by(l.id);
        ui.end_row();
        return;
    };
    let leader_name = |id: &str| {
        leaders
            .iter()
            .find(|x| x.id == id)
            .map_or(id, |x| in_language(lang, &x.name, x.name_es.as_deref()))
            .to_string()
    };
    let shown = p
        .leader
        .as_deref()
        .map_or_else(|| lang.t(Key::NoTroopLeader).to_string(), leader_name);
    egui::ComboBox::from_id_salt(("odds_troop_leader", side))
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut p.leader, None, lang.t(Key::NoTroopLeader));
            for x in &leaders {
                let text = in_language(lang, &x.name, x.name_es.as_deref());
                ui.selectable_value(&mut p.leader, Some(x.id.clone()), text);
            }
        })
        .response
        .labelled_by(l.id);
    ui.end_row();
}

/// What a picked troop brings, as worked out for the situation: its numbers and the dice, value
/// and wound modifiers its weapons, armour, traits and abilities add (L683, L760, L896).
pub(super) fn troop_brings(ui: &mut egui::Ui, f: &Form, brought: Option<&(CombatUnit, [i32; 3])>) {
    let Some((u, [dice, value, wound])) = brought else {
        return;
    };
    let lang = f.lang;
    let mut text = lang.f(
        Key::TroopNumbers,
        &[
            ("attack", &u.attack),
            ("ranged", &u.ranged_attack),
            ("hr", &u.hr),
            ("honor", &u.honor),
            ("wound", &u.difficulty_to_wound),
        ],
    );
    if u.mounted {
        text.push_str(&format!(", {}", lang.t(Key::Mounted).to_lowercase()));
    }
    if u.skirmishers {
        text.push_str(&format!(", {}", lang.t(Key::Skirmishers).to_lowercase()));
    }
    if *dice != 0 || *value != 0 || *wound != 0 {
        text.push_str("; ");
        text.push_str(&lang.f(
            Key::TroopAdds,
            &[
                ("dice", &format!("{dice:+}")),
                ("value", &format!("{value:+}")),
                ("wound", &format!("{wound:+}")),
            ],
        ));
    }
    let r = ui.add(egui::Label::new(format!("{}: {text}", lang.t(Key::TroopNumbersLabel))).wrap());
    with_help(
        r,
        f.help,
        lang,
        "",
        &[src("", "L342-353"), src("", "L683, L760, L896")],
    );
}

/// The switches of a melee side: models in contact and every row of the pool table (L669-683).
pub(super) fn melee_switches(ui: &mut egui::Ui, f: &Form, side: &mut MeleeSide) {
    f.count(
        ui,
        Key::InContact,
        &mut side.in_contact,
        src("R-POOL-1", "L669"),
    );
    if side.unit.leader.is_some() {
        f.flag(
            ui,
            Key::LeaderInContact,
            &mut side.leader_in_contact,
            src("R-POOL-1", "L670"),
        );
    }
    f.flag(ui, Key::Powered, &mut side.powered, src("R-POOL-1", "L671"));
    f.flag(ui, Key::Charged, &mut side.charged, src("R-POOL-1", "L672"));
    f.flag(
        ui,
        Key::CasualtyThisTurn,
        &mut side.casualty_this_turn,
        src("R-POOL-1", "L673"),
    );
    f.flag(
        ui,
        Key::UsedMarker,
        &mut side.used_marker,
        src("R-POOL-1", "L674"),
    );
    f.flag(
        ui,
        Key::ReactiveWithoutOrder,
        &mut side.reactive_without_order,
        src("R-POOL-1", "L675"),
    );
    f.flag(ui, Key::Parapet, &mut side.parapet, src("R-POOL-2", "L676"));
    f.flag(
        ui,
        Key::OutOfFormation,
        &mut side.out_of_formation,
        src("R-POOL-1", "L677"),
    );
    f.flag(
        ui,
        Key::InCover,
        &mut side.in_cover,
        src("R-COVER-1", "L678"),
    );
    f.flag(
        ui,
        Key::RetreatingMarker,
        &mut side.retreating_marker,
        src("R-POOL-1", "L680"),
    );
    attacks_by(ui, f, &mut side.attacks_by);
    f.int(
        ui,
        Key::ExtraDice,
        &mut side.extra_dice,
        -10..=10,
        src("R-POOL-1", "L683"),
    );
    f.int(
        ui,
        Key::ExtraValue,
        &mut side.extra_value,
        -6..=6,
        src("R-POOL-1", "L683"),
    );
    f.int(
        ui,
        Key::WoundModifier,
        &mut side.wound_modifier,
        -6..=6,
        src("R-WOUND-1", "L896"),
    );
    if side.unit.leader.is_some() {
        protect_leader(ui, f, &mut side.protect_leader);
    }
}

/// The switches of a shooter: models in range and sight and the rows of L751-760.
pub(super) fn shooter_switches(ui: &mut egui::Ui, f: &Form, sh: &mut Shooter) {
    f.count(
        ui,
        Key::InRangeAndSight,
        &mut sh.in_range_and_sight,
        src("R-LOS-1", "L752"),
    );
    if sh.unit.leader.is_some() {
        f.flag(
            ui,
            Key::LeaderCanShoot,
            &mut sh.leader_can_shoot,
            src("R-POOL-1", "L753"),
        );
    }
    f.flag(ui, Key::Powered, &mut sh.powered, src("R-POOL-1", "L754"));
    f.flag(
        ui,
        Key::CasualtyThisTurn,
        &mut sh.casualty_this_turn,
        src("R-POOL-1", "L755"),
    );
    f.flag(ui, Key::Parapet, &mut sh.parapet, src("R-POOL-2", "L756"));
    f.flag(
        ui,
        Key::OutOfFormation,
        &mut sh.out_of_formation,
        src("R-POOL-1", "L757"),
    );
    f.int(
        ui,
        Key::ExtraDice,
        &mut sh.extra_dice,
        -10..=10,
        src("R-POOL-1", "L760"),
    );
    f.int(
        ui,
        Key::ExtraValue,
        &mut sh.extra_value,
        -6..=6,
        src("R-POOL-1", "L760"),
    );
    f.int(
        ui,
        Key::WoundModifier,
        &mut sh.wound_modifier,
        -6..=6,
        src("R-WOUND-1", "L896"),
    );
    f.flag(
        ui,
        Key::StandAndShoot,
        &mut sh.stand_and_shoot,
        src("R-POOL-3", "L854-868"),
    );
}

/// The switches of a shot's target: what the shooters see of it, cover, parapet (L758).
pub(super) fn target_switches(ui: &mut egui::Ui, f: &Form, t: &mut ShootTarget) {
    let mut all = t.visible_models.is_none();
    f.flag(ui, Key::AllVisible, &mut all, src("R-LOS-1", "L935-937"));
    if all {
        t.visible_models = None;
    } else {
        let mut n = t.visible_models.unwrap_or(t.unit.models);
        f.count(ui, Key::VisibleModels, &mut n, src("R-LOS-1", "L935-937"));
        t.visible_models = Some(n.min(t.unit.models));
    }
    f.flag(ui, Key::InCover, &mut t.in_cover, src("R-COVER-2", "L758"));
    f.flag(ui, Key::Parapet, &mut t.parapet, src("R-POOL-1", "L758"));
    if t.unit.leader.is_some() {
        protect_leader(ui, f, &mut t.protect_leader);
    }
}

pub(super) fn attacks_by(ui: &mut egui::Ui, f: &Form, side: &mut AttackSide) {
    f.label(ui, Key::AttacksBy, &[src("R-SIDE-2", "L681-682, L689-701")]);
    ui.horizontal(|ui| {
        for (v, k) in [
            (AttackSide::Front, Key::Front),
            (AttackSide::Flank, Key::Flank),
            (AttackSide::Rear, Key::Rear),
        ] {
            ui.selectable_value(side, v, f.lang.t(k));
        }
    });
    f.mark(ui, Key::AttacksBy, *side);
    ui.end_row();
}

pub(super) fn protect_leader(ui: &mut egui::Ui, f: &Form, p: &mut ProtectLeader) {
    f.label(ui, Key::ProtectLeader, &[src("R-WOUND-4", "L912-917")]);
    ui.horizontal(|ui| {
        for (v, k) in [
            (ProtectLeader::WhenLethal, Key::ProtectWhenLethal),
            (ProtectLeader::Always, Key::ProtectAlways),
            (ProtectLeader::Never, Key::ProtectNever),
        ] {
            ui.selectable_value(p, v, f.lang.t(k));
        }
    });
    f.mark(ui, Key::ProtectLeader, *p);
    ui.end_row();
}
