//! Factions, troop profiles, army lists, their validation and printable rosters.
