"""Ambiguities, contradictions, cross-reference errors and outside deferrals in Ch. 13.52.

Each flag names the catalog item (``A-n`` in ../shared/reference/soledad_catalog.md, section 9)
and the ordinance lines (``L123``) it rests on, and says what this plugin does about it. The
rule, deadline, penalty or sizing answer a flag touches carries it.
"""

from __future__ import annotations

import re

# ---- structure and cross-references
A2_PETITION_XREF = (
    "A-2: L259 sends a petition to 'Section 13.57.120 of this chapter'; chapter 13.57 is "
    "apparently a typo for 13.52, and the text gives no section numbers. Read as the petition and "
    "hearing provisions at L719-743."
)
A2_CITATION_XREF = (
    "A-2: the administrative citation amount is 'as set forth in Section 13.52.170' (L715), which "
    "is not in this text; the fee section (L777-795) leaves amounts to council resolutions. No "
    "amount can be computed."
)
A3_INCIDENTAL_XREF = (
    "A-3: item 15 (L229) cites 'subsection B.4 of this section' and 'subsections B.4.a - d "
    "below', but subsection B is 'Suspension of MS4 Access' and has no item 4; the a-d controls "
    "actually follow at L231-237. The sentence 'Regulated small MS4s shall require' (L229) "
    "addresses the MS4 and appears copied from the state permit. Read as requiring a-d of the "
    "responsible parties."
)
A4_SWPPP_LETTER = (
    "A-4: the SWPPP subsection is lettered 'C.' (L639) although it follows F; it is cited here as "
    "'Construction C (SWPPP)'."
)
A5_L273_GARBLED = (
    "A-5/A-12: L273 reads '...part of a larger common plan of development or sale that is subject "
    "to the statewide construction general permit (CGP) and shall comply...'; whether 'subject to "
    "the CGP' qualifies the plan or the activity is unclear, and 'larger common plan of "
    "development or sale' is not defined (compare L67, L307-315). Whether a plan is subject to "
    "the CGP is decided under the CGP, not this chapter: site.part_of_common_plan is read as "
    "'part of a larger common plan that is subject to the CGP'."
)
A5_L711_TRUNCATED = (
    "A-5: L711 ends mid-sentence ('within five business days of the determination that the "
    "compliance.'); the trigger is read as the determination that clean-up cannot meet the "
    "original compliance schedule."
)
A7_TWO_DEFINITIONS = (
    "A-7: 'construction activity' is defined twice: L65 (clearing, grading, demolition, "
    "excavation, filling or building, for public, commercial or industrial purposes) and L341 "
    "(any activity exposing raw soil). This plugin uses both readings where each is broader "
    "(the more restrictive governs, L9): any land disturbance is construction activity (L341), "
    "and so is building or demolition that exposes no soil, such as a redevelopment replacing "
    "impervious surface (L65; redevelopment is 'land disturbing activity', L145)."
)
A8_CSP_FOR_CGP_SITES = (
    "A-8: L351 and L353 require a construction stormwater permit only where construction is 'not "
    "subject to the provisions of the CGP', but L471 conditions the permit on having the CGP and "
    "L645 speaks of a SWPPP requested 'at the time of, or after application for a construction "
    "stormwater permit', implying CGP sites also apply. Not required by the text for CGP sites; "
    "confirm with the city."
)
A9_NO_MINIMUM = (
    "A-9: the text sets no minimum area for the city permit and ESCP (L351-355, L529): any "
    "ground-disturbing work not under the CGP needs them unless exempt. L359 also lets the city "
    "manager apply the construction rules to a site 'of any size'."
)
A10_WAIVER_SCOPE = (
    "A-10: the waiver (L517) covers only 'the requirement for a construction stormwater permit', "
    "while the exemption lead-in (L511) covers the permit and the ESCP. This plugin keeps the ESCP "
    "requirement for a waived project (the more restrictive reading, L9); confirm with the city."
)
A11_CGP_NOT_EXEMPTED = (
    "A-11: the city's exemptions (L513-527) relieve only the city permit and ESCP; they do not "
    "exempt a project from the state CGP (L273) or from the discharge prohibitions (L195)."
)
A13_REGULATED_PROJECT_EXTERNAL = (
    "A-13: the chapter states no post-construction thresholds: 'regulated project' and Performance "
    "Requirements No. 1-5 are defined in Resolution R3-2013-0032 Attachment 1 and the city public "
    "works standard details (L169, L673, L675). The tier thresholds used here are external "
    "parameters (marked verify, overridable)."
)
A14_FACILITY_PERMIT_EXTERNAL = (
    "A-14: which commercial or industrial facilities need 'any required NPDES stormwater permit' "
    "is decided by the state and federal permits, not this chapter (L265); the CASQA handbook 'or "
    "equivalent' gives no equivalence criteria."
)
A15_PROHIBITION_SCOPE = (
    "A-15: L195 prohibits discharges of pollutants 'that cause and/or contribute to a violation of "
    "applicable water quality standards', while L93 and L141 make every non-stormwater discharge "
    "not specifically authorized illicit or prohibited. The broader reading is applied (the more "
    "restrictive governs, L9)."
)
A16_WRITTEN_APPROVAL = (
    "A-16: L243 requires that 'written approval has been granted for any discharge to the storm "
    "drain system' but does not say who grants it (the city or the regional board)."
)
A17_DEWATERING = (
    "A-17: dewatering is listed among non-stormwater sources an ESCP must manage (L629) but is not "
    "an exempt discharge; only 'uncontaminated pumped ground water' (L211) is exempt, and no "
    "contamination criteria are given."
)
A18_UNDEFINED_TERMS = (
    "A-18: 'uncontaminated' (L209, L211), 'dechlorinated' (L227), 'high risk spills' (L701), "
    "'significant discharge' (L359, L521) and 'priority level' (L603) are not defined and have no "
    "numbers."
)
A19_MS4_PETITION = (
    "A-19: termination of MS4 access (L259) offers 'reconsideration and hearing', but the petition "
    "section (L721) and the definition (L133) list only stop work, compliance, remediation and "
    "emergency cease and desist orders."
)
A20_WORKING_DAY = (
    "A-20: a working day is 'eight a.m. to five p.m.' excluding weekends, city holidays and days "
    "the city manager's offices are closed (L189). The chapter lists no holidays: the California "
    "state holidays stand in, and city closures must be declared in the scenario (closures). The "
    "due day ends at 5 p.m.; a trigger after 5 p.m. is counted from its own date (the text does "
    "not say it moves to the next day)."
)
A20_BUSINESS_DAYS = (
    "A-20: 'business days' (L711) is a different term from the defined 'working day' (L189) and is "
    "not defined; counted as Monday-Friday excluding holidays (city closures ignored)."
)
A20_DAYS_UNQUALIFIED = (
    "A-20: 'thirty days' (L711) has no unit qualifier; counted as calendar days. If the city reads "
    "it as working days the due date is later."
)
A21_NO_ROLL_FORWARD = (
    "A-21: the chapter has no rule moving a calendar-day deadline that falls on a weekend or "
    "holiday (the due date is not moved here); file by the previous working day to be safe. Where "
    "state law (CCP § 12a) extends the last day, the extended last day is shown beside it."
)
A21_CITY_CLOCK = (
    "A-21: the chapter has no rule moving a calendar-day period that ends on a weekend or "
    "holiday. This clock is the city's (nobody files on it): where state law (CCP § 12a) extends "
    "the last day, the city's time runs to the extended last day shown beside it, and the "
    "status counts to that day."
)
CCP12_CITY_CLOCK = (
    "External (verify): Cal. Code Civ. Proc. sections 12-12a extend the last day of a period that "
    "falls on a Saturday, Sunday or holiday to the next day that is none. For a clock the city "
    "must meet (L439, L729) that may give the city one or more extra days: the due date is the "
    "date as the chapter counts it, and the extended last day (where shown) the last day under "
    "section 12a, when a request is deemed accepted by default."
)
CCP12A_FILER_PERIOD = (
    "External (verify): Cal. Code Civ. Proc. section 12a extends a period 'provided or required "
    "by law' (ordinances included) whose last day is a Saturday, Sunday, CCP section 135 holiday "
    "or a day the office is closed (section 12b) to the next day that is none. The chapter "
    "counts this period against the filer (a late filing is a waiver, L723, L749), so it ends "
    "on the extended last day the result prints: a filing on that day is on time, and the "
    "status, the finding and the form's check all count to it."
)
A22_AT_LEAST_PRIOR = (
    "A-22: 'at least two working days prior to' is counted back two working days from the date "
    "(the date itself not counted). The stricter reading (two full working days between filing "
    "and the date) is one working day earlier."
)
A23_CSP_LEAD_CONFLICT = (
    "A-23: L351 requires the permit application at least two working days before construction, "
    "L461 requires the permit to be obtained at least two working days before commencement, and "
    "L353/L457 say 'prior to' commencement. The city's review time is not stated, so to hold the "
    "permit two working days ahead the application must go in earlier; L461 governs (the more "
    "restrictive, L9)."
)
A24_NOTC_TIMING = (
    "A-24: the NOTC is due 'prior to final completion' (L357), 'at the completion of construction' "
    "(L395) and 'no later than fourteen calendar days after the date for termination of "
    "construction given in the construction stormwater permit' (L403). The 14-day outer limit is "
    "computed; filing before completion satisfies all three."
)
A24_NOTC_DATE = (
    "A-24: L407 counts from the 'date of termination of construction specified in the NOTC', but "
    "the NOTC contents (L397-401) do not list such a date; give the date the NOTC states."
)
A25_EXACTLY_TWO = (
    "A-25: L497 allows amendment 'two or more working days prior', L503 makes a filing 'less than "
    "two working days prior' late, but L505 speaks of applications 'more than two working days "
    "prior'; a filing exactly two working days ahead is treated as timely (L497, L503)."
)
A26_ESCP_APPROVAL = (
    "A-26: L635 says a pollutant-increasing ESCP revision 'must be approved ... prior to "
    "implementation ... at least two working days prior to the implementation'; whether submission "
    "or approval must come two working days ahead is unclear. Since the city manager has two "
    "working days to act (L637), submit at least four working days ahead to be safe."
)
A27_REMEDIATION_CLOCK = (
    "A-27: the 72 hours run 'of notification' (L701) without saying notification of what (the "
    "order or the spill) or whether action must begin or be complete; 'high risk spills' ('as "
    "soon as possible') is undefined. Counted from the notification of the order."
)
A27_ABATEMENT_OVERLAP = (
    "A-27: the 30 days for abating 'uncontrolled sources of pollutants' (L711) overlap the 72 "
    "hours for remediation actions (L701); the boundary between the two is not stated."
)
A28_ALL_PARTIES = (
    "A-28: 'When all parties agree' (L711) does not say which parties, or who notifies the "
    "regional board."
)
A29_SPILL_CONFIRMATION = (
    "A-29: the written confirmation runs 'within three working days of the phone notice' (L689); "
    "whether in-person notices start the same clock is unclear, electronic notices need no "
    "confirmation, the designated phone number and address are not given, and for hazardous "
    "releases the text names only emergency response agencies."
)
A30_INACTIVE_COUNT = (
    "A-30: how 'halted for a period of fourteen continuous calendar days' (L389) is counted is not "
    "defined. Counted from the last day of active on-site work (not counted): the site is in "
    "violation after the 14th idle day unless a NOTC was submitted or a temporary suspension is "
    "shown to the city manager."
)
A31_REVOCATION_CLOCK = (
    "A-31: the NOTC may be revoked 'within three years of issuance' (L445), but the operator "
    "submits a NOTC and the city issues an acceptance (L413); counted from the acceptance."
)
A32_DEFAULT_ACCEPTANCE = (
    "A-32: acceptance of a NOTC 'by default (without written communication)' (L413) has no time "
    "limit; the 30-day deemed acceptance (L439) applies only to a certification after conditional "
    "acceptance."
)
A33_PETITION_NOTICE = (
    "A-33: the petition clock runs from 'the affected person's notice of issuance' (L721); how "
    "orders are served and when notice is effective is not stated. Enter the date notice was "
    "received."
)
A34_NO_ENFORCEMENT_PROCEDURE = (
    "A-34: warning notices, notices of violation, compliance, consent and emergency cease and "
    "desist orders are only defined (L61, L63, L75, L111, L179); the chapter gives no procedure, "
    "content, response period or escalation ladder for them, so no response deadline or "
    "escalating amount is computed."
)
A35_APPEAL_VS_PETITION = (
    "A-35: the appeal (L747-749) and the petition (L721-743) both go to the city manager; "
    "'receiving the penalty' is undefined (the only administrative money is the citation, L715), "
    "and the chapter does not say how the two tracks interact."
)
A36_NO_CLASSIFICATION = (
    "A-36: the text says only 'upon conviction' (L757, L759); it does not classify the offense as "
    "a misdemeanor or an infraction and states no imprisonment, so none is shown."
)
GOV36900_STATE_DEFAULT = (
    "External (verify): absent a classification in the ordinance, Cal. Gov. Code section "
    "36900(a) makes a violation of a city ordinance a misdemeanor (unless made an infraction), "
    "and section 36901 allows up to six months in jail and caps misdemeanor fines at $1,000 "
    "'except as otherwise provided by law'. Not applied here: confirm with the city attorney how "
    "the $2,000 and $4,000 maxima of L757-759 are charged."
)
A36_CIVIL_EXTERNAL = (
    "A-36: civil penalties are those 'available under applicable law in state or federal court' "
    "(L753); the chapter states no amount."
)
A38_SWO_STAY = (
    "A-38: the stay rule (L727) covers compliance, remediation and emergency orders but says "
    "nothing about stop work orders."
)
A39_CSP_SUSPENSION = (
    "A-39: suspension and revocation of a construction stormwater permit are mentioned (L469) "
    "with no grounds or procedure."
)
A40_NUISANCE = (
    "A-40: summary abatement of a nuisance (L769) has no notice, lien or cost-collection procedure "
    "in the chapter; the cost is the actual abatement cost."
)
A41_NO_CITY_CLOCK = (
    "A-41: the chapter sets no time for the city manager to act on a construction stormwater "
    "permit application, a waiver request or a NOTC (only L439 and L637 set city clocks)."
)
E10_EXTERNAL = (
    "External: the ESCP 'must meet the requirements of section E.10' of Order 2013-0001-DWQ 'or "
    "subsequent versions' (L275, L529); those contents are outside this chapter."
)


def plain(flag: str) -> str:
    """A flag's text without its catalog code ("A-10: ..."), for a sentence the user reads
    (a description): the code is for experts and stays on the flags themselves."""
    text = re.sub(r"^[A-Z]{1,4}-\d+[a-z]?(?:/[A-Z]{1,4}-\d+[a-z]?)*: ", "", flag)
    return text[:1].upper() + text[1:]
