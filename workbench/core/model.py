"""The shared project/site model: a scenario is one site's facts, drainage areas, events,
violations, described discharges, form submissions and parameter overrides.

Units are in the field names (``_sqft``, ``_ft``, ``_in``, ``_in_per_hr``). Every fact is
optional: a rule that needs a missing one answers ``needs_info`` naming the field. Unknown
keys are rejected so that a typo never silently changes a finding. Field documentation:
``docs/SCENARIO.md``.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from datetime import date, datetime
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    PrivateAttr,
    StrictBool,
    StrictInt,
    model_validator,
)

from workbench.core.rules import MissingFact

FORMAT = "workbench-scenario/1"

PROJECT_TYPES = (
    "new_development",
    "redevelopment",
    "road",
    "linear_utility",
    "maintenance",
    "vacant_parcel",
    "existing_facility",
)
LAND_USES = ("residential", "commercial", "industrial", "mixed", "public", "agricultural")


def _number(value: Any) -> float:
    """Accept JSON numbers only (not strings, not booleans); reject NaN and infinities."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"must be a number, not {type(value).__name__} {value!r}"[:120])
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError("must be a finite number")
    if abs(value) > 1e15:
        raise ValueError("is implausibly large")
    return float(value)


def _non_negative(value: Any) -> float:
    number = _number(value)
    if number < 0:
        raise ValueError(f"must not be negative (got {value})")
    return number


def _fraction(value: Any) -> float:
    number = _number(value)
    if not 0 <= number <= 1:
        raise ValueError(f"must be between 0 and 1 (got {value})")
    return number


def _percent(value: Any) -> float:
    number = _number(value)
    if not 0 <= number <= 100:
        raise ValueError(f"must be between 0 and 100 (got {value})")
    return number


def parse_when(value: Any) -> date | datetime:
    """An ISO date (``2025-03-14``) or local date-time (``2025-03-14T10:00``)."""
    if isinstance(value, datetime | date):
        return _in_years(value, value)
    if not isinstance(value, str):
        raise ValueError(f"must be an ISO date or date-time string, not {type(value).__name__}")
    text = value.strip()
    try:
        parsed = date.fromisoformat(text) if len(text) == 10 else datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"is not a possible date or date-time: {value!r}"[:120]) from None
    if isinstance(parsed, datetime) and parsed.tzinfo is not None:
        raise ValueError("must be local time (America/Los_Angeles) without a UTC offset")
    return _in_years(parsed, value)  # outside the try: its own message, not "not possible"


#: The years a date may fall in, so that nothing counted from a date overflows Python's dates.
#: Deadlines are counted only within the pinned holiday list's years (1990-2100); the calendar
#: refuses an event outside them with one line naming the event.
MIN_YEAR, MAX_YEAR = 1900, 2199


def _in_years(parsed: date | datetime, value: Any) -> date | datetime:
    if not MIN_YEAR <= parsed.year <= MAX_YEAR:
        raise ValueError(
            f"must be within the years {MIN_YEAR}-{MAX_YEAR} (got {str(value)[:40]!r})"
        )
    return parsed


def _date_only(value: Any) -> date:
    parsed = parse_when(value)
    if isinstance(parsed, datetime):
        raise ValueError(f"must be a date (YYYY-MM-DD), not a date-time: {value!r}")
    return parsed


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"must be a string, not {type(value).__name__}")
    if len(value) > 10_000:
        raise ValueError("is too long (over 10,000 characters)")
    return value


def _compact_number(value: float) -> int | float:
    """Write 52272.0 back as 52272 so a scenario round-trips unchanged."""
    return int(value) if value.is_integer() else value


def _resolve_file(name: str, source_dir: str | None) -> tuple[str, os.stat_result | None]:
    """``Scenario.resolve_file``: the absolute name, else the first of (the scenario's folder,
    the bundled resources folder) that holds it, else the name in the scenario's folder; with
    the file's ``os.stat`` (None where it cannot be stat'ed)."""
    from pathlib import Path

    from workbench.core.paths import resources_dir

    path = Path(name)
    if path.is_absolute():
        return str(path), _stat(str(path))
    for base in (source_dir, str(resources_dir())):
        if base:
            candidate = str(Path(base) / path)
            found = _stat(candidate)
            if found is not None:
                return candidate, found
    fallback = str(Path(source_dir or ".") / path)
    return fallback, _stat(fallback)


def _stat(path: str) -> os.stat_result | None:
    """``os.stat(path)``, or None where ``os.path.exists`` would say False."""
    try:
        return os.stat(path)
    except (OSError, ValueError):
        return None


def format_when(value: date | datetime) -> str:
    """ISO text as scenario files write it: minutes unless seconds are set."""
    if isinstance(value, datetime):
        return value.isoformat(timespec="seconds" if value.second else "minutes")
    return value.isoformat()


_num_out = PlainSerializer(_compact_number, when_used="json")
Number = Annotated[float, BeforeValidator(_number), _num_out]
Area = Annotated[float, BeforeValidator(_non_negative), _num_out]
Length = Annotated[float, BeforeValidator(_non_negative), _num_out]
Fraction = Annotated[float, BeforeValidator(_fraction), _num_out]
Percent = Annotated[float, BeforeValidator(_percent), _num_out]
Text = Annotated[str, BeforeValidator(_text)]
When = Annotated[
    date | datetime, BeforeValidator(parse_when), PlainSerializer(format_when, when_used="json")
]
Day = Annotated[date, BeforeValidator(_date_only)]
Count = Annotated[StrictInt, Field(ge=0, le=1_000_000)]


#: Bounded work per site: a scenario lists at most this many drainage areas and events.
MAX_DRAINAGE_AREAS = 1_000
MAX_EVENTS = 1_000
#: Violations, closures and open days are bounded like areas and events (review M5: 100,000
#: violations took 9.7 s of CPU to evaluate).
MAX_VIOLATIONS = 1_000
MAX_DAYS = 1_000


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class SiteFacts(Strict):
    """Facts about the site and the project. See docs/SCENARIO.md for each field."""

    # CONTRACT.md fields
    parcel_area_sqft: Area | None = None
    disturbed_area_sqft: Area | None = None
    existing_impervious_sqft: Area | None = None
    new_impervious_sqft: Area | None = None
    replaced_impervious_sqft: Area | None = None
    altered_existing_impervious_sqft: Area | None = None
    project_type: Literal[PROJECT_TYPES] | None = None  # type: ignore[valid-type]
    land_use: Literal[LAND_USES] | None = None  # type: ignore[valid-type]
    #: None: not given; []: "none of these" (a fact). Rules read it through ``ctx.includes``.
    facility_types: list[Text] | None = None
    residential_units: Count | None = None
    single_family_home: StrictBool | None = None
    hillside: StrictBool | None = None
    part_of_common_plan: StrictBool | None = None
    parking_spaces: Count | None = None
    outdoor_industrial_area_sqft: Area | None = None
    distance_to_sensitive_area_ft: Length | None = None
    discharges_to_sensitive_area: StrictBool | None = None
    requires_city_permit: StrictBool | None = None
    discretionary_permit: StrictBool | None = None
    emergency_work: StrictBool | None = None
    soil_infiltration_in_per_hr: Area | None = None
    groundwater_depth_ft: Length | None = None
    drinking_water_well_distance_ft: Length | None = None

    # Added for the cities (documented in docs/SCENARIO.md)
    post_project_impervious_sqft: Area | None = None
    new_contiguous_impervious_sqft: Area | None = None
    parking_lot_area_sqft: Area | None = None
    development_area_sqft: Area | None = None
    vacant_area_sqft: Area | None = None
    watershed_management_zone: Annotated[StrictInt, Field(ge=1, le=10)] | None = None
    activities: list[Text] | None = None  # None: not given; []: none of these
    risk_level: Annotated[StrictInt, Field(ge=1, le=3)] | None = None
    notices_of_violation: Count | None = None
    manned_facility: StrictBool | None = None
    affects_impaired_or_sensitive_waters: StrictBool | None = None
    outdoor_parking_vehicles: Count | None = None
    slope_height_ft: Length | None = None
    slope_area_sqft: Area | None = None
    slope_run_per_rise: Length | None = None
    slope_disturbed: StrictBool | None = None
    forecast_rain_in: Length | None = None
    forecast_rain_probability_pct: Percent | None = None
    slope_over_five_feet: StrictBool | None = None  # Del Mar L387 (exception: absent = no)
    brownfield: StrictBool | None = None
    geotechnical_hazard: StrictBool | None = None
    smart_growth: StrictBool | None = None
    permanent_structure_coverage_pct: Percent | None = None
    # Livingston (issue 19): L159 construction activities, L351 TR-55 peak flow inputs.
    activities_exposed_to_stormwater: StrictBool | None = None
    two_year_24hr_rainfall_in: Length | None = None  # inches
    pre_project_curve_number: Percent | None = None  # NRCS curve number, 0-100
    post_project_curve_number: Percent | None = None  # NRCS curve number, 0-100
    pre_project_tc_hr: Length | None = None  # hours
    post_project_tc_hr: Length | None = None  # hours
    bmp_distance_to_structure_ft: Length | None = None
    exemptions_claimed: list[Text] = Field(default_factory=list)
    conditions: list[Text] = Field(default_factory=list)
    retained_volume_cuft: Area | None = None
    # Signal Hill (issue 18): the street part of a larger project; the volume biofiltrated
    street_impervious_sqft: Area | None = None
    biofiltered_volume_cuft: Area | None = None

    @model_validator(mode="after")
    def _areas_consistent(self) -> SiteFacts:
        """Areas that are parts of others are no larger than them (docs/SCENARIO.md, "Areas
        that must agree"): altered and replaced impervious area are parts of the existing
        area (Signal Hill L444); created and replaced area are impervious after the project,
        and after the project there is no more than the existing area plus the created."""
        existing, new = self.existing_impervious_sqft, self.new_impervious_sqft
        replaced, post = self.replaced_impervious_sqft, self.post_project_impervious_sqft
        altered = self.altered_existing_impervious_sqft
        for name, part in (
            ("altered_existing_impervious_sqft", altered),
            ("replaced_impervious_sqft", replaced),
        ):
            if part is not None and existing is not None and part > existing:
                raise ValueError(
                    f"{name} ({part:,.0f}) is larger than existing_impervious_sqft "
                    f"({existing:,.0f}); it is part of the existing area"
                )
        built = (new or 0) + (replaced or 0)
        if post is not None and built > post:
            raise ValueError(
                f"new_impervious_sqft + replaced_impervious_sqft ({built:,.0f}) is larger than "
                f"post_project_impervious_sqft ({post:,.0f}); created and replaced surface is "
                "impervious after the project"
            )
        if post is not None and existing is not None and new is not None and post > existing + new:
            raise ValueError(
                f"post_project_impervious_sqft ({post:,.0f}) is larger than "
                f"existing_impervious_sqft + new_impervious_sqft ({existing + new:,.0f}); "
                "a project adds no impervious area beyond what it creates"
            )
        return self


class Rainfall(Strict):
    p85_24hr_in: Length | None = None
    p95_24hr_in: Length | None = None
    p85_hourly_in_per_hr: Length | None = None
    one_year_one_hour_in_per_hr: Length | None = None
    mean_storm_depth_in: Length | None = None
    record_csv: Text | None = None  # hourly record (timestamp, inches) for continuous simulation


class Bmp(Strict):
    """The stormwater control a drainage area drains to, as designed (what is provided)."""

    type: Text
    footprint_sqft: Area | None = None
    storage_cuft: Area | None = None
    ponding_depth_in: Length | None = None
    media_depth_in: Length | None = None
    treatment_flow_cfs: Area | None = None


class DrainageArea(Strict):
    name: Text
    area_sqft: Area
    impervious_fraction: Fraction | None = None
    surface: Text | None = None
    runoff_coefficient: Fraction | None = None
    dma_type: Literal["to_bmp", "self_treating", "self_retaining"] | None = None
    bmp_area_sqft: Area | None = None
    bmp: Bmp | None = None


class ProjectInfo(Strict):
    """Who and where, for the plan-check summary's title block (issue 23); all optional."""

    address: Text | None = None
    apn: Text | None = None
    applicant: Text | None = None
    preparer: Text | None = None
    preparer_license: Text | None = None


class Event(Strict):
    kind: Text
    at: When
    note: Text = ""


class Violation(Strict):
    kind: Text
    count: Annotated[StrictInt, Field(ge=1, le=1_000_000)] = 1
    days: Annotated[StrictInt, Field(ge=1, le=36_500)] = 1


class Discharge(Strict):
    kind: Text
    conditions_met: list[Text] = Field(default_factory=list)
    note: Text = ""


ParamValue = Annotated[float, BeforeValidator(_number), _num_out]


class Scenario(Strict):
    """One site under one jurisdiction (or none: then every loaded jurisdiction)."""

    format: Literal["workbench-scenario/1"]
    name: Text = ""
    jurisdiction: Text | None = None
    as_of: Day | None = None
    project: ProjectInfo = Field(default_factory=ProjectInfo)
    site: SiteFacts = Field(default_factory=SiteFacts)
    rainfall: Rainfall = Field(default_factory=Rainfall)
    drainage_areas: list[DrainageArea] = Field(default_factory=list, max_length=MAX_DRAINAGE_AREAS)
    events: list[Event] = Field(default_factory=list, max_length=MAX_EVENTS)
    violations: list[Violation] = Field(default_factory=list, max_length=MAX_VIOLATIONS)
    discharges: list[Discharge] = Field(default_factory=list)
    closures: list[Day] = Field(default_factory=list, max_length=MAX_DAYS)
    # holidays the city is open (issue 21)
    open_days: list[Day] = Field(default_factory=list, max_length=MAX_DAYS)
    parameters: dict[str, ParamValue | None] = Field(default_factory=dict)
    forms: dict[str, dict[str, Any]] = Field(default_factory=dict)
    _source_dir: str | None = PrivateAttr(default=None)
    #: The rainfall records kept in the project the scenario belongs to (name -> the store's
    #: StoredRecord): a ``rainfall.record_csv`` of such a name is read from the kept copy.
    _rainfall_records: Mapping[str, Any] = PrivateAttr(default_factory=dict)
    #: Set by the vocabulary step for one city's reading (``evaluate.read_for``): list field
    #: -> {"implied": the city's terms known to be there although the list is not given,
    #: "maybe": the city's terms a given term of another ordinance may be} (``Context.includes``).
    _list_reading: Mapping[str, Mapping[str, tuple[str, ...]]] = PrivateAttr(default_factory=dict)

    def resolve_path(self, name: str) -> str:
        """A file a scenario names (e.g. ``rainfall.record_csv``): absolute, relative to the
        scenario file's folder, or relative to the bundled resources folder."""
        return self.resolve_file(name)[0]

    def resolve_file(self, name: str) -> tuple[str, os.stat_result | None]:
        """``resolve_path(name)`` and the file's ``os.stat`` (None if it cannot be stat'ed)."""
        return _resolve_file(name, self._source_dir)

    def fact(self, name: str) -> Any:
        """A site fact by name; raises MissingFact when not given."""
        value = getattr(self.site, name)
        if value is None:
            raise MissingFact(f"site.{name}")
        return value

    def rain(self, name: str) -> Any:
        """A rainfall figure by name; raises MissingFact when not given."""
        value = getattr(self.rainfall, name)
        if value is None:
            raise MissingFact(f"rainfall.{name}")
        return value

    def to_json(self) -> dict[str, Any]:
        """The scenario as a ``workbench-scenario/1`` dict: what was given, nothing added.

        "Given" is what the file held or was assigned, and also what was changed in place
        afterwards: a fact set on the ``site`` of a new scenario (``site`` itself was never
        assigned) or an item appended to a default list."""
        data = _given(self).model_dump(mode="json", exclude_unset=True)
        data["format"] = FORMAT
        return data


@cache
def _containers(cls: type[BaseModel]) -> tuple[str, ...]:
    """The fields of ``cls`` made by a default factory: its models, lists and dicts (whatever
    else a field holds is replaced by assignment, never changed in place)."""
    return tuple(name for name, f in cls.model_fields.items() if f.default_factory is not None)


def _given(model: BaseModel) -> BaseModel:
    """``model`` (or a shallow copy of it) in which every field changed in place since
    creation counts as set, so that ``exclude_unset`` keeps it. Only models, lists and dicts
    can change in place; any other field is set by assignment, which pydantic records."""
    changed: dict[str, Any] = {}
    for name in _containers(type(model)):
        value = getattr(model, name)
        if isinstance(value, BaseModel):
            nested = _given(value)
            if nested is not value or (
                nested.model_fields_set and name not in model.model_fields_set
            ):
                changed[name] = nested
        elif isinstance(value, list) and any(isinstance(item, BaseModel) for item in value):
            items = [_given(item) if isinstance(item, BaseModel) else item for item in value]
            if name not in model.model_fields_set or any(
                new is not old for new, old in zip(items, value, strict=True)
            ):
                changed[name] = items
        elif value and isinstance(value, list | dict) and name not in model.model_fields_set:
            changed[name] = value  # every list or dict of the model defaults to empty
    return model.model_copy(update=changed) if changed else model
