package seed

// Word lists for the fictional demo data. Artist names are composed from them, so none is
// meant to be a real act.

var genreNames = []string{
	"Techno", "House", "Deep House", "Tech House", "Melodic Techno", "Drum & Bass",
	"Dubstep", "Disco", "Nu Disco", "Afro House", "Trance", "Hardstyle", "Ambient",
	"Downtempo", "Indie Electronic", "Hip-Hop", "Electro", "Breakbeat", "UK Garage",
	"Minimal", "Synthwave",
}

var nameAdjectives = []string{
	"Velvet", "Hollow", "Amber", "Paper", "Silent", "Copper", "Neon", "Lunar", "Quiet",
	"Static", "Golden", "Midnight", "Crimson", "Glass", "Wild", "Slow", "Distant", "Violet",
	"Electric", "Frozen", "Cobalt", "Dusty", "Sleepless", "Mellow", "Tidal", "Feral",
	"Saffron", "Gentle", "Restless", "Pale",
}

var nameNouns = []string{
	"Harbour", "Orchards", "Lanterns", "Engines", "Meadows", "Satellites", "Ferns", "Tides",
	"Atlas", "Foxes", "Pylons", "Comets", "Kites", "Mirrors", "Gardens", "Signals", "Owls",
	"Rivers", "Parade", "Machines", "Ponies", "Marble", "Ritual", "Circuit", "Dunes",
	"Voltage", "Orbit", "Tundra", "Weather", "Assembly",
}

var firstNames = []string{
	"Mira", "Joost", "Ilse", "Tomas", "Femke", "Aurelio", "Noor", "Kasper", "Lieve", "Otto",
	"Saskia", "Ruben", "Elodie", "Bram", "Yara", "Linus", "Marit", "Daan", "Anouk", "Teodor",
	"Zofia", "Hugo", "Roos", "Emre", "Ines", "Wessel", "Greta", "Milan", "Tess", "Sem",
}

var lastNames = []string{
	"Solberg", "Vermeulen", "Achterberg", "Kowalik", "Brandstetter", "Lindqvist", "Okafor",
	"Marchetti", "Van Ooijen", "Halvorsen", "Duarte", "Riedel", "Castellano", "Nieuwland",
	"Takahara", "Ferrand", "Holmgren", "Szabo", "Delacroix", "Bakker", "Moreau", "Jansma",
	"Ostrowski", "Vidal", "Engström", "Pereira", "Hagedoorn", "Laurent", "Novak", "Kessler",
}

// Syllables for one-word stage names such as "Kovalu".
var syllables = []string{
	"ko", "va", "lu", "ze", "tha", "mi", "ra", "no", "ve", "shi", "da", "lo", "xen", "qui",
	"ba", "ri", "sol", "tem", "ny", "ka", "mo", "el", "fa", "gu",
}

var djPrefixes = []string{"DJ", "MC", "Lady", "Sir", "Kid", "Dr."}

var cities = []string{
	"Rotterdam", "Ghent", "Leipzig", "Lisbon", "Bristol", "Malmö", "Lyon", "Kraków",
	"Utrecht", "Glasgow", "Bologna", "Tallinn", "Marseille", "Aarhus", "Porto", "Vienna",
}

// Artist blurbs take: 1 name, 2 main genre, 3 city, 4 second genre.
var artistBlurbs = []string{
	"%[1]s blends %[2]s with %[4]s and likes long, hypnotic sets.",
	"Based in %[3]s, %[1]s is known for %[2]s that slowly turns into %[4]s.",
	"A regular at small clubs in %[3]s, %[1]s plays %[2]s with a soft spot for %[4]s.",
	"%[1]s started out making %[2]s bedroom tapes in %[3]s and now tours with a live %[4]s show.",
	"Straight out of %[3]s, %[1]s mixes %[2]s with %[4]s edits.",
}

var setBlurbs = []string{
	"Expect a long, rolling set that peaks late.",
	"A live show with hardware, visuals and a few unreleased tracks.",
	"Warm-up set: slow start, big finish.",
	"Back-to-back energy from start to end.",
	"Closing set of the night on this stage.",
	"A sunrise-friendly set with plenty of room to breathe.",
	"First festival show with the new album.",
	"Vinyl-only set.",
}

var userAdjectives = []string{
	"neon", "velvet", "lunar", "sunny", "bassy", "sleepy", "happy", "wild", "cosmic", "dusty",
	"mellow", "funky", "tidal", "amber", "spicy",
}

var userNouns = []string{
	"raver", "dancer", "owl", "fox", "otter", "lynx", "heron", "badger", "moth", "panda",
}

var noteTexts = []string{
	"Meet at the sound desk ten minutes before this one starts.",
	"Heard their live show last year, absolutely worth skipping dinner for.",
	"Clashes with the Hangar set, let's split up and meet after.",
	"Bring earplugs, it gets loud at the front.",
	"Last track of this set is always a new one.",
}
