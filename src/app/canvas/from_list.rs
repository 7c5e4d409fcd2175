//! Units from an army list, ready for the canvas: the template the Place tool puts on the table
//! (real bases and volumes from the faction's profiles) and what the canvas shows about each
//! unit (name, MOV, open or closed formation, army leaders).

use super::tools::{UnitInfo, UnitTemplate};
use crate::army::class::TroopType;
use crate::army::faction::{BaseShape as ArmyBaseShape, Faction, Profile};
use crate::army::list::{ArmyList, Mode, Unit};
use crate::army::mode::movement_base;
use crate::battle::setup::total_war;
use crate::table::model::{Base, BaseShape, ModelPlacement};

/// Models side by side in one rank before a new rank starts behind.
pub const RANK_WIDTH: usize = 5;

fn base_of(p: &Profile) -> Base {
    Base {
        shape: match p.base.shape {
            ArmyBaseShape::Round => BaseShape::Round,
            ArmyBaseShape::Square => BaseShape::Square,
            ArmyBaseShape::Rect => BaseShape::Rect,
        },
        width_mm: p.base.width_mm as f64,
        depth_mm: p.base.depth_mm.map(|d| d as f64),
    }
}

fn profile<'a>(faction: &'a Faction, unit: &Unit, id: &str) -> Result<&'a Profile, String> {
    faction.profile(id).ok_or_else(|| {
        format!(
            "unit `{}`: no profile `{id}` in faction `{}`",
            unit.id, faction.id
        )
    })
}

/// The unit's models in closed formation (R-FORM-1: bases touching), ranks of up to
/// [`RANK_WIDTH`], the army leader and support troops in the middle of the front rank, facing up
/// the table; ids `{unit}-1`, `{unit}-2`..., `{unit}-leader`, `{unit}-support-1`... A mixed raid
/// unit's models of other profiles come last (R-RAID-4). In total war a unit with a movement
/// base is that one 12 x 6 cm base, `{unit}-base`, its unit leader on it (R-TW-1, R-TW-4), and
/// any other model stands on a 6 x 6 cm base of its own (R-TW-3).
pub fn unit_template(
    unit: &Unit,
    faction: &Faction,
    side: u8,
    mode: Mode,
) -> Result<UnitTemplate, String> {
    let troop = profile(faction, unit, &unit.profile)?;
    if movement_base(mode, unit).is_some() && unit.models > 0 {
        let base = total_war::movement_base_footprint();
        return Ok(UnitTemplate {
            unit: unit.id.clone(),
            side,
            models: vec![ModelPlacement {
                id: total_war::table_base_id(&unit.id),
                unit: unit.id.clone(),
                side,
                x: 0.0,
                y: 0.0,
                facing_deg: 90.0,
                base,
                height: troop.volume as f64,
            }],
        });
    }
    let mut members: Vec<(String, &Profile)> = Vec::new();
    if let Some(l) = &unit.leader {
        members.push((format!("{}-leader", unit.id), profile(faction, unit, l)?));
    }
    for (k, s) in unit.support.iter().enumerate() {
        members.push((
            format!("{}-support-{}", unit.id, k + 1),
            profile(faction, unit, s)?,
        ));
    }
    let mut profiles = vec![(troop, unit.models)];
    for m in &unit.mixed {
        profiles.push((profile(faction, unit, &m.profile)?, m.models));
    }
    let mut k = 0;
    for (p, n) in profiles {
        for _ in 0..n {
            k += 1;
            members.push((format!("{}-{k}", unit.id), p));
        }
    }
    let base_of = |p: &Profile| match mode {
        Mode::TotalWar => total_war::alone_footprint(),
        _ => base_of(p),
    };
    // Front rank first; each rank centred on x = 0, ranks going back (-y) by the deepest base.
    let mut models = Vec::with_capacity(members.len());
    let mut y = 0.0;
    for rank in members.chunks(RANK_WIDTH) {
        let bases: Vec<Base> = rank.iter().map(|(_, p)| base_of(p)).collect();
        let widths: Vec<f64> = bases.iter().map(|b| b.width_mm / 10.0).collect();
        let depth = bases
            .iter()
            .map(|b| b.depth_mm.unwrap_or(b.width_mm) / 10.0)
            .fold(0.0, f64::max);
        let total: f64 = widths.iter().sum();
        let mut x = -total / 2.0;
        for (((id, p), w), base) in rank.iter().zip(&widths).zip(bases) {
            models.push(ModelPlacement {
                id: id.clone(),
                unit: unit.id.clone(),
                side,
                x: x + w / 2.0,
                y: y - depth / 2.0,
                facing_deg: 90.0,
                base,
                height: p.volume as f64,
            });
            x += w;
        }
        y -= depth;
    }
    // Centre the block on the unit's middle.
    let mid = y / 2.0;
    for m in &mut models {
        m.y -= mid;
    }
    Ok(UnitTemplate {
        unit: unit.id.clone(),
        side,
        models,
    })
}

/// What the canvas shows about a list's unit: the profile's name, MOV (mounted troops use the
/// mounted value, L342-353), open formation for skirmishers (R-FORM-1), and the army leader
/// leading it (never isolated, L988).
pub fn unit_info(unit: &Unit, faction: &Faction) -> Result<UnitInfo, String> {
    let p = profile(faction, unit, &unit.profile)?;
    let a = p.attributes.apply(p.class.default_attributes());
    let mov = if p.troop_type == TroopType::Mounted {
        a.mov_mounted_cm
    } else {
        a.mov_foot_cm
    };
    Ok(UnitInfo {
        name: p.name.clone(),
        mov_cm: mov as f64,
        open_order: p.troop_type == TroopType::Skirmisher,
        leaders: unit
            .leader
            .iter()
            .map(|_| format!("{}-leader", unit.id))
            .collect(),
        ..UnitInfo::default()
    })
}

/// Every unit of a list as templates for one side, as its mode fields them, with the problems
/// of units that cannot be built (unknown profiles).
pub fn list_templates(
    list: &ArmyList,
    faction: &Faction,
    side: u8,
) -> (Vec<UnitTemplate>, Vec<String>) {
    let mut ok = Vec::new();
    let mut problems = Vec::new();
    for u in &list.units {
        match unit_template(u, faction, side, list.mode) {
            Ok(t) => ok.push(t),
            Err(e) => problems.push(e),
        }
    }
    (ok, problems)
}
