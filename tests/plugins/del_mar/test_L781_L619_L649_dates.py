"""Review defects 22 and 23 (MINOR, contestable): L781 "for at least three years" from a record
made on February 29 (c48), and CCP § 12a applied to the sampling year (L619, c05) and the manure
week (L649, c22). Both readings are stated (AMBIGUITY flags); docs/cities/del_mar.md records why
the dates stay."""

from __future__ import annotations

from plugins.del_mar.deadlines import RULES

BY_ID = {d.id: d for d in RULES}


def test_L781_february_29_states_both_readings():
    flags = " ".join(BY_ID["maintenance_records_retention"].flags)
    assert "AMBIGUITY (L781)" in flags and "March 1" in flags


def test_L619_L649_windows_state_the_12a_reading():
    for rid in ("hpif_two_storm_events", "manure_cleanup_twice_weekly"):
        assert any(f.startswith("AMBIGUITY (CCP § 12a)") for f in BY_ID[rid].flags)
