"""Livingston's applicability thresholds as written and the flags its open questions raise
(AMB-nn), shared by the rule modules beside this one.
"""

from __future__ import annotations

from workbench.api import units

SMALL_MIN = 2_500.0
REGULATED_MIN = 5_000.0
ROAD_MIN = 5_000.0
BASE_ROCK_MORE_THAN = 5_000.0
COVERAGE_MIN_PCT = 85.0
#: 5 acres: the CGP's erosivity waiver is for sites under it (state permit, outside the chapter)
WAIVER_MAX_SQFT = 5 * units.ACRE_SQFT
CUTOFF_WALL_FT = 10.0
NEW_REPLACED = ("new_impervious_sqft", "replaced_impervious_sqft")
CREATED_REPLACED = "created + replaced impervious area"

# --------------------------------------------------------------------------- flags
F_SMALL_EDGES = (
    "AMB-1: 'between 2,500 square feet and 5,000 square feet' (L183) does not say whether either "
    "end is included; the workbench includes 2,500 (the single-family clause says '2,500 square "
    "feet or more') and leaves 5,000 to the regulated-project rule ('5,000 square feet or more', "
    "L201)"
)
F_SFH_UPPER = (
    "AMB-2: the detached single-family clause (L183) has no upper bound and L201 has no "
    "single-family exclusion: read one way a home creating/replacing 5,000 sq ft or more is both a "
    "small and a regulated project; the workbench reads it as a regulated project only, whose "
    "site design measures (L203) include what L183 asks"
)
F_PLAN_UNDEFINED = (
    "AMB-25: 'larger plan of development' is not defined in the chapter (site.part_of_common_plan "
    "stands for it)"
)
F_ROAD_GAP = (
    "AMB-5: a road or LUP project creating/replacing 5,000 sq ft or more but less than 5,000 "
    "sq ft of newly constructed contiguous surface falls in neither band: L183's band ends at "
    "5,000 sq ft and L211 counts only contiguous new surface; the city must decide whether L201 "
    "reaches it"
)
F_COUNT_REGULATED = (
    "AMB-3: L201 lacks L183's 'including projects with no net increase in impervious footprint'; "
    "replaced area is counted in full under the same verb 'create and/or replace'"
)
F_HALF = (
    "AMB-4: exactly 50% is covered by neither 'more than 50%' nor 'less than 50%'; the city must "
    "decide whether the entire project or only the new/replaced surface is regulated"
)
F_REDEV_NUMERATOR = (
    "AMB-4: 'an increase of ... the impervious surface of a previously existing development' does "
    "not define the increase; the workbench uses the net increase (post-project minus existing "
    "impervious area)"
)
F_SPECIAL_CLASS = (
    "AMB-4: whether a redevelopment project below 5,000 sq ft created/replaced is regulated as a "
    "'special class of regulated project' (L205) is not stated; the workbench applies the 5,000 sq "
    "ft threshold of L201"
)
F_ROAD_WORDING = (
    "AMB-5: '(either a newly constructed public road project or new private development projects "
    "...)' is unclear, and '(d) Construction. Construction of LUPs;' (L221) is a fragment; the "
    "workbench applies the 5,000 sq ft newly-constructed test of L211"
)
F_ROAD_REPLACED = (
    "AMB-5: L211 counts only 'newly constructed contiguous impervious surface'; whether replaced "
    "road surface counts is not stated (replaced area here is {replaced})"
)
F_ROAD_EPA = (
    "L211: 85th-percentile runoff that cannot feasibly be infiltrated follows 'U.S. EPA guidance "
    "regarding green infrastructure to the extent possible' - an outside document with no numbers "
    "in this chapter"
)
F_BASE_ROCK_5000 = (
    "AMB-6: the text conflicts at exactly 5,000 sq ft replaced: L233 ('if more than 5,000 square "
    "feet is replaced it is a regulated project') says routine maintenance, while L201 ('5,000 "
    "square feet or more') says regulated; the city must decide"
)
F_EXCLUSION_SCOPE = (
    "AMB-6: the text does not say whether an exclusion removes area from the count or exempts the "
    "whole project; the workbench treats sidewalk/bike-lane/trail exclusions (1)-(4) as removing "
    "their area and the maintenance exclusions (5) as making the work routine maintenance; 'short, "
    "noncontiguous sections' is undefined"
)
F_EXCLUSION_COUNT = (
    "AMB-6: the L233 exclusions are listed under regulated projects (L205-233); the workbench "
    "reads 'create and/or replace' in {rule} as in L201 (one quantity, one reading), so the "
    "resurfaced or replaced area claimed as routine maintenance is not counted here either; "
    "counted, the answer would differ"
)
F_BASELINE_HM = (
    "AMB-7: 'baseline hydromodification management' (L203, L281, L301) has no numeric standard in "
    "the chapter"
)
F_HM_METHOD = (
    "AMB-7: the 'estimated preproject flow rate for the two-year, 24-hour storm' (L351) names no "
    "estimation method and no Livingston storm depth; the workbench estimates it with NRCS TR-55 "
    "(an outside method, the peak-flow sizing tool) from the rainfall and curve numbers given"
)
F_HM_ANY_PROJECT = (
    "AMB-7: L349 says 'Projects that create and/or replace one acre or more', not 'regulated "
    "projects': the workbench applies it to this project although it is not a regulated project "
    "(L201, L211); read as a duty of regulated projects only, it would not apply"
)
F_SIZING_EXTERNAL = (
    "AMB-8: the volumetric criteria defer to WEF MOP 23/ASCE MOP 87 (1998) and CASQA (2003) "
    "Section 5 with 'local rainfall data'; the flow criteria state no runoff coefficient; no "
    "Livingston rainfall figure appears in the chapter"
)
F_QUANTIFY = (
    "AMB-11: regulated projects must 'quantify the runoff reduction' (L203) but no method is "
    "named; small projects use the SMARTS postconstruction calculator or a city-accepted method "
    "(L199)"
)
F_SOURCE_EXTERNAL = (
    "AMB-12: source controls follow 'the CASQA stormwater BMP handbook for new development and "
    "redevelopment or equivalent manual' (L235), outside the chapter, 'as applicable'"
)
F_CONSTRUCTION_DOCS = (
    "AMB-13: the contents of the ESCP and the 'ESCP worksheet' are not specified in the chapter; "
    "for erosivity-waiver projects the text lists inspections (L165) but not which submittal "
    "applies"
)
F_PHASES = (
    "the NOI definition covers projects that disturb one acre or more 'in one or more phases of "
    "construction' (L31): disturbance of every phase of a common plan counts"
)
F_WAIVER_FIVE_ACRES = (
    "CHECK (state CGP, outside the chapter; verify): the construction general permit's erosivity "
    "waiver is for sites disturbing less than five acres (217,800 sq ft); this site disturbs more, "
    "so the waiver stated (condition 'erosivity_waiver') should be confirmed"
)
F_RISK_TOP = (
    "AMB-13: there is no category above risk 3/LUP type 3; the text does not say what elevation "
    "means for a project already there"
)
F_RISK_ONE = (
    "AMB-13: risk 1 and risk 2 share one inspection category (L167); the workbench reads 'the next "
    "highest category' as the next inspection category of L165-169"
)
F_INSPECTOR_DUE = "AMB-13: the 'due date set by the inspector' (L171) has no number in the chapter"
F_SMART_GROWTH = (
    "AMB-10: the 'designated pedestrian oriented commercial district' is not identified in the "
    "chapter, and who determines infeasibility is not stated"
)
F_GEOTECH = (
    "AMB-9: the 'geotechnical expert for the project' is not defined; the structures and hazards "
    "are those that expert establishes"
)
F_HIGH_RISK = (
    "AMB-9: 'may be required to provide additional treatment' (L337) is discretionary and "
    "unquantified"
)
F_VARIATION_TERMS = (
    "AMB-9: who decides what 'high groundwater' and 'highly infiltrative soils' mean is not stated"
)
F_OM_ASSESSMENT = (
    "AMB-23: assessment fees for public or right-of-way controls are set by the city 'at its sole "
    "discretion' (L363); no amounts are stated"
)
F_RELEASE_TIMES = (
    "AMB-17: 'immediate', 'promptly' and 'as soon as practical' are not quantified, and the "
    "written report (L383) has no deadline"
)
F_IGP_EXTERNAL = (
    "AMB-27: the facilities that need an industrial permit are 'identified in attachment A of the "
    "state's industrial general permit' (L137), outside the chapter"
)
