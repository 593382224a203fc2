/**
 * The fixed country list of the sign-up form (docs/product/screens.md#login-and-sign-up, "about 190"): the 193 United Nations
 * member states plus the two observer states, as ISO 3166-1 alpha-2 codes. Names come from
 * i18n-iso-countries in English and Bengali.
 */
export const COUNTRY_CODES = `
AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF TD CL CN
CO KM CG CD CR CI HR CU CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH GR GD GT GN GW GY
HT HN HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR KW KG LA LV LB LS LR LY LI LT LU MG MW MY MV ML MT
MH MR MU MX FM MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO OM PK PW PA PG PY PE PH PL PT QA RO RU RW
KN LC VC WS SM ST SA SN RS SC SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TJ TZ TH TL TG TO TT TN TR TM TV
UG UA AE GB US UY UZ VU VE VN YE ZM ZW VA PS
`
  .trim()
  .split(/\s+/);
