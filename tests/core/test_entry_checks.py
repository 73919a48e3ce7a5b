"""Bad input refused when entered: parameter choices and altered areas (issues 17 item 11,
18 item 11)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from workbench.core.evaluate import InputError, evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import load_host

HOST = load_host()


def test_L673_pr2_percentile_outside_85_95_is_refused_naming_the_allowed_values() -> None:
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "soledad",
            "parameters": {"soledad.pr2_design_storm_percentile": 90},
        }
    )
    with pytest.raises(InputError, match=r"must be one of 85, 95 \(got 90\)"):
        evaluate(HOST, scenario)
    ok = scenario.model_copy(update={"parameters": {"soledad.pr2_design_storm_percentile": 95}})
    assert evaluate(HOST, ok)["results"][0]["parameters"]


@pytest.mark.parametrize(("altered", "refused"), [(99, False), (100, False), (101, True)])
def test_L444_altered_area_larger_than_existing_is_refused(altered: int, refused: bool) -> None:
    data = {
        "format": "workbench-scenario/1",
        "site": {"existing_impervious_sqft": 100, "altered_existing_impervious_sqft": altered},
    }
    if refused:
        with pytest.raises(ValidationError, match="larger than existing_impervious_sqft"):
            Scenario.model_validate(data)
    else:
        Scenario.model_validate(data)
