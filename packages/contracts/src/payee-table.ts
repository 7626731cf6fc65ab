import type { PredefinedCategory } from "./tracker-rules.js";

/**
 * Common Indian merchants as they show up in bank alerts and statement narrations: the name a person
 * would write, the built-in category they belong in, and the words that find them.
 *
 * - `stems` match the start of a word of the narration's name part or of a UPI handle's part before
 *   "@" ("swiggy" finds "SWIGGY", "swiggystores" and "swiggy.order@icici"); several words are compared
 *   joined ("chai point" finds "CHAI POINT" and "chaipoint@ybl").
 * - `words` are short names that only count as a whole word: "ola" must not name "nikola.s@okaxis".
 *
 * Order matters where two could match: the first entry that matches wins, so "Amazon Prime" comes
 * before "Amazon" and "Apollo Pharmacy" before anything else that starts with "apollo".
 *
 * Categories follow spec section 3's split: getting out of town (trains, flights, intercity buses,
 * hotels) is Travel; getting around town (cabs, autos, metro, fuel, FASTag) is Transportation.
 * Payment apps (PhonePe, Paytm, CRED) are named but have no category: what was bought is not known.
 */
export interface KnownPayee {
  name: string;
  category: PredefinedCategory | null;
  stems?: readonly string[];
  words?: readonly string[];
}

export const PAYEE_TABLE: readonly KnownPayee[] = [
  // Food: delivery, quick commerce for groceries, cafés and chains.
  { name: "Swiggy", category: "Food", stems: ["swiggy", "instamart", "bundl"] },
  { name: "Zomato", category: "Food", stems: ["zomato"] },
  { name: "Blinkit", category: "Food", stems: ["blinkit", "grofers"] },
  { name: "Zepto", category: "Food", stems: ["zepto", "kiranakart"] },
  { name: "BigBasket", category: "Food", stems: ["bigbasket", "supermarketgrocery"] },
  { name: "Chai Point", category: "Food", stems: ["chaipoint", "mountainviewchai"] },
  { name: "Chaayos", category: "Food", stems: ["chaayos"] },
  { name: "Starbucks", category: "Food", stems: ["starbucks", "tatastarbucks"] },
  { name: "Cafe Coffee Day", category: "Food", stems: ["cafecoffeeday", "coffeeday"], words: ["ccd"] },
  { name: "Domino's", category: "Food", stems: ["dominos", "jubilantfood"] },
  { name: "McDonald's", category: "Food", stems: ["mcdonald", "hardcastle"] },
  { name: "KFC", category: "Food", words: ["kfc"] },
  { name: "Haldiram's", category: "Food", stems: ["haldiram"] },
  { name: "EatSure", category: "Food", stems: ["eatsure", "rebelfoods"] },
  // Shopping.
  { name: "Amazon Prime", category: "Entertainment", stems: ["amazonprime", "primevideo"] },
  { name: "Amazon", category: "Shopping", stems: ["amazon", "amzn"] },
  { name: "Flipkart", category: "Shopping", stems: ["flipkart", "fkrt"] },
  { name: "Meesho", category: "Shopping", stems: ["meesho"] },
  { name: "Nykaa", category: "Shopping", stems: ["nykaa"] },
  { name: "DMart", category: "Shopping", stems: ["dmart", "avenuesupermarts", "avenuesupermart"] },
  { name: "JioMart", category: "Shopping", stems: ["jiomart"] },
  {
    name: "Reliance Smart",
    category: "Shopping",
    stems: ["reliancesmart", "reliancefresh", "reliancedigital"],
  },
  { name: "Croma", category: "Shopping", stems: ["croma", "infinitiretail"] },
  { name: "Decathlon", category: "Shopping", stems: ["decathlon"] },
  { name: "IKEA", category: "Shopping", stems: ["ikea"] },
  // Clothes.
  { name: "Myntra", category: "Apparel", stems: ["myntra"] },
  { name: "AJIO", category: "Apparel", stems: ["ajio"] },
  { name: "Zudio", category: "Apparel", stems: ["zudio"] },
  { name: "Westside", category: "Apparel", stems: ["westside"] },
  // Around town.
  {
    name: "Uber",
    category: "Transportation",
    stems: ["ubertrip", "uberindia", "uberrides"],
    words: ["uber"],
  },
  {
    name: "Ola",
    category: "Transportation",
    stems: ["olacabs", "olamoney", "anitechnologies"],
    words: ["ola"],
  },
  { name: "Rapido", category: "Transportation", stems: ["rapido", "roppen"] },
  { name: "Namma Yatri", category: "Transportation", stems: ["nammayatri"] },
  { name: "BluSmart", category: "Transportation", stems: ["blusmart"] },
  { name: "Delhi Metro", category: "Transportation", stems: ["dmrc", "delhimetro"] },
  { name: "Namma Metro", category: "Transportation", stems: ["bmrcl", "nammametro"] },
  { name: "Mumbai Metro", category: "Transportation", stems: ["mumbaimetro", "mmopl"] },
  { name: "Hyderabad Metro", category: "Transportation", stems: ["hyderabadmetro", "ltmetro"] },
  { name: "Indian Oil", category: "Transportation", stems: ["indianoil", "iocl"] },
  { name: "Bharat Petroleum", category: "Transportation", stems: ["bharatpetroleum", "bpcl"] },
  { name: "HP Petrol Pump", category: "Transportation", stems: ["hindustanpetroleum", "hpcl"] },
  { name: "FASTag", category: "Transportation", stems: ["fastag", "netc"] },
  // Out of town.
  { name: "IRCTC", category: "Travel", stems: ["irctc"] },
  { name: "MakeMyTrip", category: "Travel", stems: ["makemytrip", "mmtindia"] },
  { name: "Goibibo", category: "Travel", stems: ["goibibo"] },
  { name: "Cleartrip", category: "Travel", stems: ["cleartrip"] },
  { name: "ixigo", category: "Travel", stems: ["ixigo"] },
  { name: "redBus", category: "Travel", stems: ["redbus"] },
  { name: "IndiGo", category: "Travel", stems: ["indigo", "interglobe"] },
  { name: "Air India", category: "Travel", stems: ["airindia"] },
  { name: "Akasa Air", category: "Travel", stems: ["akasa"] },
  { name: "SpiceJet", category: "Travel", stems: ["spicejet"] },
  { name: "OYO", category: "Travel", stems: ["oyorooms", "oyohotels"], words: ["oyo"] },
  { name: "Airbnb", category: "Travel", stems: ["airbnb"] },
  // Phone, internet, power, gas.
  { name: "Airtel", category: "Bills & Utilities", stems: ["airtel", "bhartiairtel"] },
  {
    name: "Jio",
    category: "Bills & Utilities",
    stems: ["reliancejio", "jioprepaid", "jiopostpaid", "jiofiber"],
    words: ["jio"],
  },
  { name: "Vi", category: "Bills & Utilities", stems: ["vodafone", "vodaidea", "myvi"] },
  { name: "BSNL", category: "Bills & Utilities", words: ["bsnl"] },
  { name: "BSES", category: "Bills & Utilities", stems: ["bsesrajdhani", "bsesyamuna"], words: ["bses"] },
  { name: "Tata Power", category: "Bills & Utilities", stems: ["tatapower"] },
  { name: "Adani Electricity", category: "Bills & Utilities", stems: ["adanielectricity", "adanienergy"] },
  { name: "BESCOM", category: "Bills & Utilities", stems: ["bescom"] },
  { name: "MSEDCL", category: "Bills & Utilities", stems: ["msedcl", "mahadiscom"] },
  { name: "Tata Play", category: "Bills & Utilities", stems: ["tataplay", "tatasky"] },
  { name: "Indane Gas", category: "Bills & Utilities", stems: ["indane"] },
  // Films, music, shows.
  { name: "Netflix", category: "Entertainment", stems: ["netflix"] },
  { name: "Spotify", category: "Entertainment", stems: ["spotify"] },
  { name: "BookMyShow", category: "Entertainment", stems: ["bookmyshow", "bigtreeentertainment"] },
  { name: "JioHotstar", category: "Entertainment", stems: ["jiohotstar", "hotstar", "novistar"] },
  { name: "YouTube", category: "Entertainment", stems: ["youtube"] },
  {
    name: "PVR INOX",
    category: "Entertainment",
    stems: ["pvrinox", "pvrcinemas", "inoxleisure"],
    words: ["pvr", "inox"],
  },
  // Health.
  { name: "Apollo Pharmacy", category: "Health", stems: ["apollo"] },
  { name: "PharmEasy", category: "Health", stems: ["pharmeasy"] },
  { name: "Netmeds", category: "Health", stems: ["netmeds"] },
  { name: "Tata 1mg", category: "Health", stems: ["tata1mg"], words: ["1mg"] },
  { name: "MedPlus", category: "Health", stems: ["medplus"] },
  { name: "Practo", category: "Health", stems: ["practo"] },
  // Learning.
  { name: "Udemy", category: "Education", stems: ["udemy"] },
  { name: "Coursera", category: "Education", stems: ["coursera"] },
  { name: "Unacademy", category: "Education", stems: ["unacademy", "sortinghat"] },
  { name: "BYJU'S", category: "Education", stems: ["byju", "thinkandlearn"] },
  // Investing.
  { name: "Zerodha", category: "Investments", stems: ["zerodha"] },
  { name: "Groww", category: "Investments", stems: ["groww", "nextbillion"] },
  { name: "Upstox", category: "Investments", stems: ["upstox", "rksv"] },
  { name: "Kuvera", category: "Investments", stems: ["kuvera"] },
  { name: "Angel One", category: "Investments", stems: ["angelone", "angelbroking"] },
  // Payment apps: a name, but the purchase is unknown.
  { name: "PhonePe", category: null, stems: ["phonepe"] },
  { name: "Paytm", category: null, stems: ["paytm", "one97"] },
  { name: "CRED", category: null, words: ["cred"] },
];
