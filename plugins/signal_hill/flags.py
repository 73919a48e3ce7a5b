"""Ambiguities, gaps, conflicts and outside references of Ch. 12.16 that touch an answer.

Each flag names the lines it rests on (L = 1-based line of the ordinance text). Rules attach
a flag to the Outcome only when it touches that answer; docs/cities/signal_hill.md lists them.
"""

SURFACE_AREA = (
    "AMBIGUITY (L423-426, L432): 'surface area' is not defined (whole site, developed area or "
    "disturbed area?); read as site.development_area_sqft, the land area of the development."
)
NEW_OR_ANY = (
    "AMBIGUITY (L423-432 vs L444): the use categories do not say whether they cover only new "
    "development of that use or any project at such a facility; read as new development, since "
    "category 11(a) sets its own 5,000 sq ft threshold for redevelopment 'on an already developed "
    "site of one of the projects identified in this subsection' (L444), which the broader reading "
    "would make surplus."
)
AUTO_CODES = (
    "GAP (L7): 'Automotive Service Facility' means a facility in 'any one of the following' SIC "
    "and NAICS codes, but no codes follow; the classification cannot be checked against this text."
)
PARKING_DEF = (
    "AMBIGUITY (L127 vs L428): the Parking Lot definition counts 5,000 sq ft 'of surface area'; "
    "the category counts 'impervious surface area'. Read as impervious "
    "(site.parking_lot_area_sqft)."
)
ACRE = (
    "NOTE (L626): the text converts one acre to 43,560 square feet only for vacant parcels; "
    "the same conversion is used here."
)
ADDS = (
    "AMBIGUITY (L421 vs L444, L544): category 1 counts impervious surface the project 'adds'; "
    "replaced surface is not counted (site.new_impervious_sqft only)."
)
DEVELOPMENT_INCLUDES_REDEVELOPMENT = (
    "AMBIGUITY (L39, L421): 'Development' includes redevelopment, so category 1 may also capture a "
    "large redevelopment; it is applied to any project type here."
)
PARKING_UNDECLARED = (
    "NOTE (L127, L428): parking figures are given but site.facility_types does not name "
    "'parking_lot'. A given list decides: category 6 is tested only for a named parking lot. "
    "Without the list, figures that meet the Parking Lot definition (5,000 sq ft or 25 spaces, "
    "L127) leave category 6 open; smaller figures decide no."
)
ROW_CONFLICT = (
    "CONFLICT (L430 vs L512): category 7 covers 'standalone streets, roads, highways, and freeway "
    "projects', yet § 12.16.114(F)(2) exempts 'Infrastructure projects within the public "
    "right-of-way'. The text does not say which prevails; the Director must decide."
)
GREEN_STREETS = (
    "EXTERNAL (L468): street and road construction follows 'US EPA guidance regarding managing wet "
    "weather' and 'the city's most current Green Streets Manual'; neither is in the ordinance."
)
STREET_AREA = (
    "AMBIGUITY (L430, L450): whether replaced road surface counts toward the 10,000 sq ft is not "
    "stated. A road project's area is computed as site.new_impervious_sqft + "
    "site.replaced_impervious_sqft (reconstruction is 'construction', L430; reconstruction that "
    "keeps the original grade and alignment and disturbs no additional area is routine "
    "maintenance, L450, and no project); the other reading counts new surface only. Streets within "
    "a larger project are site.street_impervious_sqft. site.new_contiguous_impervious_sqft is not "
    "read: L430 says nothing of 'contiguous'."
)
ESA = (
    "AMBIGUITY (L41, L51, L434-438): 'directly adjacent' is measured from 'the contiguous zone "
    "required for the continued maintenance, function, and structural stability' of the ESA, a "
    "zone the text does not define (site.distance_to_sensitive_area_ft is taken as that "
    "distance); 'likely to impact' has no test (declare 'esa_impact_likely' or "
    "'esa_impact_unlikely' in site.conditions); ESAs include 'an area identified by a permittee', "
    "listed nowhere in the text."
)
HILLSIDE = (
    "AMBIGUITY (L440 vs L456, L452): category 10 names 'Single-family hillside properties', but "
    "D.1 speaks of 'A new single-family hillside property development'; whether additions to "
    "existing hillside homes are covered, and whether the L452 single-family redevelopment "
    "exemption reaches them, is not stated."
)
REDEVELOPMENT_LISTED = (
    "AMBIGUITY (L444 vs L165, L421): category 11(a) covers redevelopment 'on an already developed "
    "site of one of the projects identified in this subsection'; the Redevelopment definition "
    "(L165) has no such limit. Read as written at L444, on the existing site's own facts: its use "
    "is one of categories 2-8, it is a single-family hillside home, or the existing site is a "
    "category 1 site (site.parcel_area_sqft one acre or more with more than 10,000 sq ft of "
    "site.existing_impervious_sqft, L421) or a category 9 site (L434-438). Under the broader L165 "
    "reading any developed site creating, adding or replacing 5,000 sq ft would qualify; under "
    "the narrowest, only the project's own additions would make the site 'one of the projects'. "
    "L452 ('exempt from the redevelopment requirements unless such projects create, add, or "
    "replace 10,000 square feet') implies a single-family redevelopment of 10,000 sq ft is subject "
    "to them: such a project on a site not otherwise listed is left open."
)
SFH_10000 = (
    "AMBIGUITY (L452): 'unless such projects create, add, or replace 10,000 square feet' has no "
    "'or more'; read as 10,000 sq ft or more."
)
HALF_GAP = (
    "GAP (L446-448): the text covers an alteration of 'more than fifty percent' (entire project "
    "mitigated) and 'less than fifty percent' (only the alteration) but not exactly 50%. Compare "
    "§ 12.16.116(B)(5) (L558), where 'at least fifty percent (50%) or more' means the entire site."
)
SUBJECT_GAP = (
    "GAP (L446-448): both rules cover only existing development that 'was not subject to "
    "post-construction storm water quality control requirements'; development that was subject is "
    "not addressed."
)
ALTERATION_MEASURE = (
    "AMBIGUITY (L446-448, L558-560): how the altered share is measured is not defined; computed as "
    "site.altered_existing_impervious_sqft / site.existing_impervious_sqft."
)
SWQDV_METHOD = (
    "GAP (L472-476): the text does not say how the design storm becomes runoff (runoff "
    "coefficient, area basis); the method used is named in the steps."
)
ISOHYETAL = (
    "EXTERNAL (L474, L506): the 85th percentile depth and the one-year, one-hour intensity come "
    "from Los Angeles County isohyetal maps, which are not in the ordinance; they are project "
    "inputs."
)
HYDROMOD = (
    "GAP (L478): 'Minimize hydromodification impacts to natural drainage systems' has no numeric "
    "standard."
)
GROUNDWATER_RANGE = (
    "AMBIGUITY (L488, L566): seasonal high groundwater 'within five to ten feet of surface grade' "
    'is a range, not one threshold; tested against the parameter "Seasonal high groundwater '
    'depth that makes retention infeasible" (default 10 ft, the outer bound; set 5 for the '
    "narrow reading)."
)
WELL_100 = (
    "AMBIGUITY (L490, L568): 'within 100 feet' of a drinking water well: exactly 100 ft is "
    "counted as within."
)
INFEASIBILITY_LIST = (
    "NOTE (L484, L564): the listed conditions are examples ('may result from conditions "
    "including', 'may include, but are not limited to'); infeasibility is demonstrated by the "
    "applicant and determined by the Director, not by this tool."
)
WAIVER_RELATION = (
    "AMBIGUITY (L482-506): how the written full or partial waiver (E.1) relates to the alternative "
    "compliance sequence (E.2-E.5) is not stated."
)
OFFSITE = (
    "GAP (L500): offsite infiltration and groundwater replenishment projects 'may be available'; "
    "no criteria, ratios or deadlines are given (contact the Director)."
)
BIOFILTRATION_PARTIAL = (
    "GAP (L498-502): if less than 1.5 times the unretained volume is biofiltered, how the "
    "shortfall becomes 'remaining SWQDv' for flow-through treatment is not stated."
)
MS4_SPECS = (
    "EXTERNAL (L498, L502): biofiltration design specifications and pollutant-specific benchmarks "
    "are in the MS4 permit, not in the ordinance."
)
SMALL_OR = (
    "AMBIGUITY (L546-550): the small-site design storm is '(a) ... or (b)' with no 'whichever is "
    "greater' (compare L476); either option appears to meet the minimum."
)
SMALL_MANUAL = (
    "EXTERNAL (L85, L542-544): the LID Manual for Small Sites (BMP alternatives per category, "
    "sizing and feasibility parameters) is not in the ordinance."
)
MIXED_USE = (
    "GAP (L554-556): mixed residential and nonresidential development is not addressed; read as "
    "development 'intended for nonresidential use' (commercial/industrial category)."
)
CONSTRUCTION_ACRE = (
    "AMBIGUITY (L33, L371 vs L385): the state permit for repaving is required if 'more than one "
    "acre' is disturbed, while the one-acre construction duties apply to projects 'one acre and "
    "greater'."
)
GRADING_MANUAL = (
    "EXTERNAL (L369, L409): construction BMPs follow the City's grading manual and 'countywide "
    "development construction guidance provisions', which are not in the ordinance."
)
SWEEPING = (
    "AMBIGUITY (L315 vs L127, L428): sweeping applies to lots with 'more than twenty-five' spaces "
    "(26 or more), while the parking lot category counts '25 or more'; no sweeping frequency is "
    "stated."
)
VACANT_DEADLINES = (
    "GAP (L622, L636, L646): the text sets no deadline for submitting the compliance plan, no "
    "City review deadline, no maximum for additional time and no deadline for corrective actions; "
    "the 180 days run from 'the original mailing or posting', though the notice provision (L622) "
    "describes only written notice."
)
VACANT_MANUAL = (
    "EXTERNAL (L620, L626, L634): the compliance plan follows the City's guidance manual "
    "(Director of Community Development), which is not in the ordinance; devices of equal "
    "effectiveness may be proposed."
)
ILLICIT_CONNECTION_DEADLINE = (
    "GAP (L279): no time limit is set for terminating, removing or sealing an illicit connection, "
    "and 'the date of the adoption of this chapter' is not given (the earliest history entry is "
    "Ord. 96-12-1215)."
)
OM_RETENTION = (
    "GAP (L353, L534, L606): operation and maintenance records are kept 'onsite at all times' and "
    "proof of the annual inspection is retained, but no retention period is stated."
)
NOTICE_GARBLED = (
    "AMBIGUITY (L331): 'the type and concentration of the volume of Pollutant Discharged' is "
    "garbled; the notification asks for the type, the concentration and the volume (compare L333)."
)
EXEMPT_LIST_EXTERNAL = (
    "EXTERNAL (L71, L323): exempt and conditionally exempt discharges are those 'Identified in "
    "Part III.A of the 2012 NPDES MS4 permit' (Order No. R4-2012-0175, L113), a list not in the "
    "ordinance; the Director may change it (L327)."
)
VACANT_AREA = (
    "NOTE (L231, L239, L251): oil and gas wells, freeway signs, temporary sheds, modular "
    "buildings and oil field equipment are not structures; contiguous parcels of one owner count "
    "together unless their common line lies within a road, street, alley or railroad right-of-way."
)
INFRACTION_NUMBERING = (
    "ASSUMPTION (L692, L710): the text does not say how violations are numbered for the $100 / "
    "$200 / $250 infraction tiers (per person, per provision, over what period). Each day of each "
    "uncorrected violation is counted as the next-numbered violation (L710), day 1 of all "
    "violations first."
)
JAIL = (
    "AMBIGUITY (L690): 'six months in the county jail' has no 'up to'; reported as the maximum "
    "term."
)
DAYS_PLAIN = (
    "AMBIGUITY: the text says 'days' without 'calendar'; counted as calendar days (Ch. 12.16 "
    "never counts working or business days)."
)
DAYS_NOT_CALENDAR = (
    "AMBIGUITY (L528, L600): the text says 'days' without 'calendar'; counted as calendar days "
    "(the same paragraph says 'calendar days' for the first review)."
)
NO_ROLL = (
    "The text does not say that a due date falling on a weekend or holiday moves; due is not "
    "moved. Where state law (CCP § 12a) extends the last day, the extended last day is shown "
    "beside it."
)
PLANNING_COMMISSION = (
    "AMBIGUITY (L528, L600): 'within thirty (30) calendar days of submittal, or within thirty "
    "(30) days of approval ... by the planning commission, where planning commission approval is "
    "required': which clock governs is not stated (presumably this one when that approval is "
    "required). No consequence, such as deemed approval, follows a missed deadline."
)
EXPIRY_OR = (
    "AMBIGUITY (L530, L602): 'If no building permit has been issued or no construction has begun' "
    "read literally, either alone ends the plan; whether more than one extension is allowed, or "
    "the request must precede expiry, is not stated."
)
D3_SCOPE = (
    "AMBIGUITY (L452, L456, L468, L470): D.3 binds 'The remainder of Projects identified in § "
    "12.16.114(C)' after D.1 (a new single-family hillside home) and D.2 (street and road "
    "construction). The text does not say whether D.2 takes the street part of a larger project "
    "out of D.3, whether a D.1 or D.2 project also identified in another category is part of 'the "
    "remainder', or whether an addition to an existing single-family hillside home, exempt from "
    "'the redevelopment requirements' below 10,000 sq ft (L452), owes D.3. The SWQDv is sized "
    "under each reading (the SWQDv sizing tool)."
)
FLOW_REMAINING = (
    "GAP (L502-506): flow-through BMPs treat 'the remaining SWQDv' but are sized on a rainfall "
    "intensity; the design flow here is the rational-method flow times the share of the SWQDv "
    "that is neither retained nor biofiltered (site.retained_volume_cuft, "
    "site.biofiltered_volume_cuft)."
)
CONSTRUCTION_WAIVER = (
    "EXTERNAL (L411): a waiver of the construction requirements 'may only be approved where "
    "permitted in accordance with the terms of the existing construction general permit', a "
    "document outside the ordinance; the Director decides."
)
