"""Soledad number text: rounded, thousands grouped, no trailing zeros."""

from __future__ import annotations

from plugins.soledad.common import num, sqft


def test_num_examples():
    assert num(0.8921) == "0.892"
    assert num(713.6) == "713.6"
    assert num(12000.0) == "12,000"
    assert num(1487.84, 1) == "1,487.8"
    assert num(469.04, 1) == "469"
    assert num(-0.0001) == "0"
    assert sqft(43560.0) == "43,560 sq ft"
    assert sqft(2500.5) == "2,500.5 sq ft"
