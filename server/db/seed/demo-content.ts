// The words of the demo content: people, organisations, posts, products, tools, opportunities and trainings.
// Realistic Nigerian names and businesses, but every account uses an @demo.ng address and every link points at
// example.com, so nobody mistakes it for real data. Each item names the subject of its pictures (`art`,
// server/db/seed/illustrations.ts); tools and creatives take theirs from their sector (SECTOR_ART).
import type { ArtKey } from './illustrations';

export interface DemoCreative {
  first: string;
  last: string;
  gender: 'Male' | 'Female';
  sector: string;
  state: string;
}
export interface DemoBusiness {
  art: ArtKey;
  trade: string;
  registered: string;
  sector: string;
  area: string;
  state: string;
}
export interface DemoPartner {
  name: string;
  industry: string;
  type: 'donate' | 'sponsor' | 'scholarship';
  contact: string;
}

export const DEMO_PASSWORD = 'Demo@Portal2026';

// One creative a row: first name, last name, gender, sector, state.
const CREATIVE_ROWS: [string, string, DemoCreative['gender'], string, string][] = [
  ['Adaeze', 'Okonkwo', 'Female', 'Fashion', 'Anambra'],
  ['Tunde', 'Bakare', 'Male', 'Music', 'Lagos'],
  ['Amaka', 'Nwosu', 'Female', 'Film & Television', 'Enugu'],
  ['Ibrahim', 'Musa', 'Male', 'Photography', 'Kano'],
  ['Folake', 'Adeyemi', 'Female', 'Visual Arts', 'Oyo'],
  ['Chidi', 'Eze', 'Male', 'Animation', 'Imo'],
  ['Zainab', 'Abdullahi', 'Female', 'Publishing & Literature', 'Kaduna'],
  ['Emeka', 'Obi', 'Male', 'Software & Technology', 'Abia'],
  ['Fúnmiláyọ̀', 'Ògúnlèyẹ', 'Female', 'Culinary Arts', 'Ogun'],
  ['Segun', 'Afolabi', 'Male', 'Performing Arts', 'Osun'],
  ['Ngozi', 'Chukwu', 'Female', 'Beauty & Cosmetics', 'Delta'],
  ['Yusuf', 'Bello', 'Male', 'Gaming', 'Federal Capital Territory'],
  ['Halima', 'Sani', 'Female', 'Crafts', 'Sokoto'],
  ['Olumide', 'Johnson', 'Male', 'Design', 'Lagos'],
  ['Blessing', 'Etim', 'Female', 'Digital Content', 'Akwa Ibom'],
  ['Kelechi', 'Iheanacho', 'Male', 'Architecture', 'Rivers'],
  ['Aisha', 'Garba', 'Female', 'Broadcasting & Media', 'Bauchi'],
  ['Babatunde', 'Oyelaran', 'Male', 'Advertising', 'Kwara'],
  ['Chiamaka', 'Okafor', 'Female', 'Cultural Heritage & Tourism', 'Cross River'],
  ['Damilola', 'Ajayi', 'Female', 'Photography', 'Ekiti'],
  ['Obinna', 'Nnamdi', 'Male', 'Film & Television', 'Anambra'],
  ['Fatima', 'Umar', 'Female', 'Fashion', 'Katsina'],
  ['Tobi', 'Adewale', 'Male', 'Music', 'Ondo'],
  ['Uchenna', 'Agu', 'Male', 'Visual Arts', 'Ebonyi'],
  ['Ifeoma', 'Onyeka', 'Female', 'Digital Content', 'Enugu'],
  ['Musa', 'Danjuma', 'Male', 'Crafts', 'Plateau'],
  ['Kemi', 'Oladipo', 'Female', 'Design', 'Lagos'],
  ['Efosa', 'Osagie', 'Male', 'Animation', 'Edo'],
  ['Nneka', 'Madu', 'Female', 'Beauty & Cosmetics', 'Imo'],
  ['Sadiq', 'Lawal', 'Male', 'Gaming', 'Niger'],
  ['Tamuno', 'Briggs', 'Male', 'Performing Arts', 'Rivers'],
  // The last creative is blacklisted, so the admin directory shows a blocked account.
  ['Gbenga', 'Fashola', 'Male', 'Advertising', 'Lagos'],
];

export const CREATIVES: DemoCreative[] = CREATIVE_ROWS.map(([first, last, gender, sector, state]) => ({
  first,
  last,
  gender,
  sector,
  state,
}));

export const BUSINESSES: DemoBusiness[] = [
  {
    art: 'fashion',
    trade: 'Ankara House Studio',
    registered: 'Ankara House Studio Ltd',
    sector: 'Fashion',
    area: 'Fashion Design',
    state: 'Lagos',
  },
  {
    art: 'music',
    trade: 'Eko Beats Records',
    registered: 'Eko Beats Entertainment Ltd',
    sector: 'Entertainment',
    area: 'Music Production',
    state: 'Lagos',
  },
  {
    art: 'digital-content',
    trade: 'Naija Pixels',
    registered: 'Naija Pixels Media Ltd',
    sector: 'Media',
    area: 'Video Blogging',
    state: 'Federal Capital Territory',
  },
  {
    art: 'crafts',
    trade: 'Kano Leather Works',
    registered: 'Kano Leather Works Enterprises',
    sector: 'Crafts',
    area: 'Leatherwork',
    state: 'Kano',
  },
  {
    art: 'photography',
    trade: 'Lens & Light Studios',
    registered: 'Lens and Light Studios Ltd',
    sector: 'Photography',
    area: 'Wedding & Events',
    state: 'Oyo',
  },
  {
    art: 'software',
    trade: 'Code Kente',
    registered: 'Code Kente Technologies Ltd',
    sector: 'Information Technology',
    area: 'Web Development',
    state: 'Lagos',
  },
  {
    art: 'visual-arts',
    trade: 'Oshogbo Art Collective',
    registered: 'Oshogbo Art Collective',
    sector: 'Fine Arts',
    area: 'Painting',
    state: 'Osun',
  },
  {
    art: 'design',
    trade: 'Brandcraft Lagos',
    registered: 'Brandcraft Design Agency Ltd',
    sector: 'Design',
    area: 'Brand Identity',
    state: 'Lagos',
  },
  {
    art: 'film',
    trade: 'Nollywood Gear Hire',
    registered: 'Nollywood Gear Hire Services',
    sector: 'Entertainment',
    area: 'Cinematography',
    state: 'Enugu',
  },
  {
    art: 'fashion',
    trade: 'Aso-Oke Loom',
    registered: 'Aso-Oke Loom Cooperative',
    sector: 'Fashion',
    area: 'Aso-Oke Weaving',
    state: 'Ogun',
  },
  {
    art: 'crafts',
    trade: 'Bead Garden',
    registered: 'Bead Garden Crafts Ltd',
    sector: 'Crafts',
    area: 'Beadwork',
    state: 'Edo',
  },
  {
    art: 'heritage',
    trade: 'Calabar Carnival Events',
    registered: 'Calabar Carnival Events Ltd',
    sector: 'Entertainment',
    area: 'Festivals & Carnivals',
    state: 'Cross River',
  },
  {
    art: 'design',
    trade: 'PH Print Hub',
    registered: 'Port Harcourt Print Hub Ltd',
    sector: 'Design',
    area: 'Typography',
    state: 'Rivers',
  },
  {
    art: 'crafts',
    trade: 'Jos Pottery Yard',
    registered: 'Jos Pottery Yard Enterprises',
    sector: 'Crafts',
    area: 'Pottery & Ceramics',
    state: 'Plateau',
  },
  {
    art: 'media',
    trade: 'Arewa Voices FM',
    registered: 'Arewa Voices Broadcasting Ltd',
    sector: 'Media',
    area: 'Radio Presenting',
    state: 'Kaduna',
  },
  {
    art: 'games',
    trade: 'Pixel Forge Games',
    registered: 'Pixel Forge Interactive Ltd',
    sector: 'Information Technology',
    area: 'Game Development',
    state: 'Federal Capital Territory',
  },
  {
    art: 'fashion',
    trade: 'Owambe Couture',
    registered: 'Owambe Couture Ltd',
    sector: 'Fashion',
    area: 'Styling',
    state: 'Lagos',
  },
  {
    art: 'crafts',
    trade: 'Benin Bronze Guild',
    registered: 'Benin Bronze Casters Guild',
    sector: 'Fine Arts',
    area: 'Metalwork & Bronze Casting',
    state: 'Edo',
  },
  {
    art: 'photography',
    trade: 'Snapshot Abuja',
    registered: 'Snapshot Abuja Photography',
    sector: 'Photography',
    area: 'Portrait',
    state: 'Federal Capital Territory',
  },
  {
    art: 'animation',
    trade: 'Storyline Studios',
    registered: 'Storyline Animation Studios Ltd',
    sector: 'Media',
    area: '2D Animation',
    state: 'Lagos',
  },
  {
    art: 'fashion',
    trade: 'Adire Lab',
    registered: 'Adire Lab Textiles',
    sector: 'Fashion',
    area: 'Adire & Textile Dyeing',
    state: 'Ogun',
  },
  {
    art: 'crafts',
    trade: 'Gidan Sana’a',
    registered: 'Gidan Sana’a Crafts Enterprises',
    sector: 'Crafts',
    area: 'Basket & Raffia Weaving',
    state: 'Sokoto',
  },
  {
    art: 'music',
    trade: 'Afrobeat Academy',
    registered: 'Afrobeat Academy Ltd',
    sector: 'Entertainment',
    area: 'Instrumentalist',
    state: 'Lagos',
  },
  {
    art: 'animation',
    trade: 'Mainland Motion',
    registered: 'Mainland Motion Graphics Ltd',
    sector: 'Design',
    area: 'Motion Graphics',
    state: 'Lagos',
  },
  {
    art: 'books',
    trade: 'Ibadan Book Café',
    registered: 'Ibadan Book Café Ltd',
    sector: 'Media',
    area: 'Book Publishing',
    state: 'Oyo',
  },
  {
    art: 'film',
    trade: 'Enugu Coal City Films',
    registered: 'Coal City Films Ltd',
    sector: 'Entertainment',
    area: 'Production',
    state: 'Enugu',
  },
  {
    art: 'visual-arts',
    trade: 'Kaduna Canvas',
    registered: 'Kaduna Canvas Gallery',
    sector: 'Fine Arts',
    area: 'Art Curation',
    state: 'Kaduna',
  },
  {
    art: 'software',
    trade: 'Uyo Digital Hub',
    registered: 'Uyo Digital Hub Ltd',
    sector: 'Information Technology',
    area: 'Mobile App Development',
    state: 'Akwa Ibom',
  },
  {
    art: 'photography',
    trade: 'Golden Frame Media',
    registered: 'Golden Frame Media Services',
    sector: 'Photography',
    area: 'Product & Commercial',
    state: 'Delta',
  },
  {
    art: 'crafts',
    trade: 'Woodcraft Owerri',
    registered: 'Woodcraft Owerri Enterprises',
    sector: 'Crafts',
    area: 'Woodcarving',
    state: 'Imo',
  },
  {
    art: 'music',
    trade: 'Sahel Sound Lab',
    registered: 'Sahel Sound Lab Ltd',
    sector: 'Entertainment',
    area: 'Sound Engineering',
    state: 'Borno',
  },
];

// One partner a row: name, industry, type, contact.
const PARTNER_ROWS: [string, string, DemoPartner['type'], string][] = [
  ['Creative Futures Foundation', 'Non-profit', 'scholarship', 'Ngozi Alabi'],
  // The second, third and fourth partners are not approved yet (the admin's approval queue).
  ['Sunrise Arts Trust', 'Non-profit', 'donate', 'Tayo Salami'],
  ['Harmattan Ventures', 'Venture Capital', 'sponsor', 'Aliyu Shehu'],
  ['Riverside Media Fund', 'Media', 'donate', 'Ebiere Dokubo'],
  ['Naira Bridge Bank', 'Banking & Finance', 'sponsor', 'Olu Adebayo'],
  ['TeleLink Nigeria', 'Telecommunications', 'sponsor', 'Chinedu Obiora'],
  ['Lagos Creative Hub', 'Creative Industry', 'scholarship', 'Bisi Coker'],
  ['Northern Arts Council', 'Government Agency', 'donate', 'Hauwa Yakubu'],
  ['Afri Tech Academy', 'Education', 'scholarship', 'Ikenna Ude'],
  ['Bright Screen Studios', 'Film & Television', 'sponsor', 'Moses Ekpo'],
  ['Heritage Palm Foundation', 'Non-profit', 'donate', 'Ronke Fadipe'],
  ['Delta Energy Arts Grant', 'Oil & Gas', 'donate', 'Ese Omagbemi'],
  ['Savannah Microfinance', 'Banking & Finance', 'sponsor', 'Garba Idris'],
  ['Cloudnine Software', 'Technology', 'sponsor', 'Kunle Bankole'],
  ['Canvas & Code Fellowship', 'Education', 'scholarship', 'Ada Ikeji'],
  ['Green Gate Logistics', 'Logistics', 'sponsor', 'Peter Oche'],
  ['Royal Textile Mills', 'Manufacturing', 'donate', 'Salisu Dauda'],
  ['Unity Insurance', 'Insurance', 'sponsor', 'Yemisi Oduya'],
  ['Pan-African Film Fund', 'Film & Television', 'donate', 'Kofi Mensah-Bello'],
  ['Kwara Youth Trust', 'Non-profit', 'scholarship', 'Abdulrazaq Ilori'],
  ['Sterling Arts Patrons', 'Banking & Finance', 'donate', 'Funke Akindele-Ojo'],
  ['Plateau Tourism Board', 'Government Agency', 'sponsor', 'Dachung Gyang'],
  ['Eastern Creatives Network', 'Creative Industry', 'scholarship', 'Ogechi Anyanwu'],
  ['Bluewave Broadband', 'Telecommunications', 'sponsor', 'Tolu Ayodele'],
  ['Greenfield Agro Arts', 'Agriculture', 'donate', 'Joseph Terkula'],
  ['Makers Guild Nigeria', 'Manufacturing', 'sponsor', 'Ifeanyi Chime'],
  ['Sapphire Hotels', 'Hospitality', 'sponsor', 'Lola Badmus'],
  ['Atlantic Publishing House', 'Publishing', 'scholarship', 'Uduak Bassey'],
  ['Future Sounds Initiative', 'Non-profit', 'scholarship', 'Jide Kosoko-Ade'],
  ['Zuma Capital', 'Venture Capital', 'sponsor', 'Maryam Shuaibu'],
  ['Coastal Arts Endowment', 'Non-profit', 'donate', 'Boma Harry'],
];

export const PARTNERS: DemoPartner[] = PARTNER_ROWS.map(([name, industry, type, contact]) => ({
  name,
  industry,
  type,
  contact,
}));

export const SKILLS = [
  'Adobe Photoshop',
  'Adobe Illustrator',
  'Figma',
  'Blender',
  'After Effects',
  'Premiere Pro',
  'DaVinci Resolve',
  'Logic Pro',
  'FL Studio',
  'Ableton Live',
  'Pattern Drafting',
  'Sewing',
  'Beadwork',
  'Oil Painting',
  'Sketching',
  'Storytelling',
  'Scriptwriting',
  'Public Speaking',
  'Social Media Marketing',
  'Copywriting',
  'Photography',
  'Lighting',
  'Video Editing',
  'Unity',
  'JavaScript',
  'Makeup Artistry',
  'Event Planning',
  'Voice Acting',
  'Pottery',
  'Choreography',
];

export const POSTS: { art: ArtKey; title: string; description: string; link: string }[] = [
  {
    art: 'fashion',
    title: 'My Ankara capsule collection is out',
    description:
      'Eight pieces inspired by Onitsha market colours, cut for work and weekend. Every piece was sewn in our Awka studio by a team of four tailors.',
    link: 'https://example.com/demo/ankara-capsule',
  },
  {
    art: 'music',
    title: 'New single recorded in Surulere',
    description:
      'A mid-tempo Afrobeats track about hustling in Lagos traffic. Mixed at home on a laptop and a pair of borrowed monitors.',
    link: 'https://example.com/demo/new-single',
  },
  {
    art: 'film',
    title: 'Behind the scenes of our short film',
    description:
      'Three days, one location in Enugu and a crew of nine. Here are stills from the set of our short film about a returning nurse.',
    link: 'https://example.com/demo/short-film-bts',
  },
  {
    art: 'photography',
    title: 'Kano street portraits',
    description: 'A photo series of traders at Kurmi market, shot at golden hour.',
    link: 'https://example.com/demo/kano-portraits',
  },
  {
    art: 'visual-arts',
    title: 'Oil on canvas: Ibadan rooftops',
    description:
      'The rusted roofs of Ibadan seen from Mapo Hill, painted over six weekends. The original is 120 by 90 centimetres and is looking for a good home.',
    link: 'https://example.com/demo/ibadan-rooftops',
  },
  {
    art: 'animation',
    title: 'Animated short: The Tortoise and the Drum',
    description: 'A two-minute 2D animation of a folktale my grandmother told us, with original drumming.',
    link: 'https://example.com/demo/tortoise-drum',
  },
  {
    art: 'books',
    title: 'Reading at the Kaduna book festival',
    description:
      'I read two chapters of my novel in progress to a full hall. Thank you to everyone who came and asked questions afterwards.',
    link: 'https://example.com/demo/kaduna-reading',
  },
  {
    art: 'software',
    title: 'Open-source booking app for artisans',
    description:
      'A simple booking app that lets tailors, barbers and makeup artists accept appointments by SMS. The code is free to reuse.',
    link: 'https://example.com/demo/booking-app',
  },
  {
    art: 'cuisine',
    title: 'Jollof cook-off recap',
    description:
      'Smoky party jollof, coconut rice and a plantain tart: what we served at the Abeokuta cook-off and what the judges said.',
    link: 'https://example.com/demo/jollof-cookoff',
  },
  {
    art: 'theatre',
    title: 'Stage play rehearsals begin',
    description:
      'Our adaptation of a Yoruba classic opens in Osogbo next month. Rehearsals started this week.',
    link: 'https://example.com/demo/stage-play',
  },
  {
    art: 'beauty',
    title: 'Bridal makeup looks for this season',
    description:
      'Soft glam, bold lips and gele that stays put from the church to the reception. Five looks with the products we used for each one.',
    link: 'https://example.com/demo/bridal-makeup',
  },
  {
    art: 'games',
    title: 'Our first game demo is playable',
    description:
      'A puzzle game set in a Zaria market. Play the first three levels in your browser and tell us what you think.',
    link: 'https://example.com/demo/game-demo',
  },
  {
    art: 'crafts',
    title: 'Raffia baskets from Sokoto',
    description: 'Hand-woven baskets in indigo and saffron, each one made by a women’s cooperative.',
    link: 'https://example.com/demo/raffia-baskets',
  },
  {
    art: 'design',
    title: 'Rebrand for a Lagos bakery',
    description:
      'Logo, packaging and shop signage for a family bakery in Yaba. The brief was warm, local and readable from a moving danfo.',
    link: 'https://example.com/demo/bakery-rebrand',
  },
  {
    art: 'digital-content',
    title: 'Day in the life of a content creator',
    description: 'From scripting at 6 a.m. to editing at midnight: what one skit really takes.',
    link: 'https://example.com/demo/day-in-the-life',
  },
  {
    art: 'architecture',
    title: 'Designing a cooler classroom',
    description:
      'Passive cooling ideas for a school block in Port Harcourt: cross ventilation, shading screens and local clay bricks that keep the rooms comfortable without air conditioning.',
    link: 'https://example.com/demo/cool-classroom',
  },
  {
    art: 'media',
    title: 'New radio drama series',
    description:
      'A weekly Hausa-language radio drama about young entrepreneurs, airing on community stations.',
    link: 'https://example.com/demo/radio-drama',
  },
  {
    art: 'advertising',
    title: 'Billboard campaign for a local juice brand',
    description:
      'Bright, bold and in Pidgin: the billboards we designed for a Kwara juice maker are now up along the Ilorin expressway.',
    link: 'https://example.com/demo/juice-billboards',
  },
  {
    art: 'heritage',
    title: 'Calabar carnival costume prep',
    description: 'Sequins, feathers and a lot of glue. Our band is getting ready for December.',
    link: 'https://example.com/demo/carnival-prep',
  },
  {
    art: 'photography',
    title: 'Wedding shoot in Ado-Ekiti',
    description: 'A small, joyful wedding with a big aso-ebi crowd. A few favourite frames from the day.',
    link: 'https://example.com/demo/ado-wedding',
  },
  {
    art: 'film',
    title: 'Casting call for a Nollywood feature',
    description:
      'We are casting for a family drama shooting in Asaba. Speaking roles for three women and two men aged 25 to 60; send a short self-tape and your headshot.',
    link: 'https://example.com/demo/casting-call',
  },
  {
    art: 'fashion',
    title: 'Embroidered kaftans, made to order',
    description: 'Hand embroidery on cotton kaftans, finished in Katsina. Two weeks per piece.',
    link: 'https://example.com/demo/kaftans',
  },
  {
    art: 'music',
    title: 'Live session at an Akure lounge',
    description:
      'An acoustic set of highlife covers and two originals. Recorded live with a single microphone.',
    link: 'https://example.com/demo/akure-live',
  },
  {
    art: 'visual-arts',
    title: 'Mural for a primary school in Abakaliki',
    description:
      'Twenty children helped paint a wall of animals, rivers and rice fields. It took a week and a lot of paint, and it brightened a whole street.',
    link: 'https://example.com/demo/school-mural',
  },
  {
    art: 'digital-content',
    title: 'Short video series on Igbo proverbs',
    description: 'One proverb, one minute, one story. Episode five is out today.',
    link: 'https://example.com/demo/igbo-proverbs',
  },
  {
    art: 'crafts',
    title: 'Bronze and brass keepsakes',
    description: 'Small brass pieces cast in Jos, sold in pairs.',
    link: 'https://example.com/demo/brass-keepsakes',
  },
  {
    art: 'design',
    title: 'UI kit for Nigerian fintech apps',
    description:
      'A free Figma kit with naira formatting, BVN and NIN fields, bank pickers and accessible colours. Use it in your next prototype.',
    link: 'https://example.com/demo/ui-kit',
  },
  {
    art: 'animation',
    title: '3D character turnaround',
    description:
      'A masquerade character modelled in Blender for an upcoming animated series from Benin City.',
    link: 'https://example.com/demo/character-turnaround',
  },
  {
    art: 'beauty',
    title: 'Natural hair care workshop recap',
    description:
      'Thirty people, shea butter, and a lot of questions about protective styles. Notes from Saturday’s workshop in Owerri.',
    link: 'https://example.com/demo/hair-workshop',
  },
  {
    art: 'games',
    title: 'Esports night in Minna',
    description: 'Sixteen players, one FIFA bracket and a packed viewing room. Photos and the final scores.',
    link: 'https://example.com/demo/esports-night',
  },
  {
    art: 'theatre',
    title: 'Dance theatre in Port Harcourt',
    description:
      'A contemporary dance piece about the creeks and the people who live by them, performed at the Garden City arts centre.',
    link: 'https://example.com/demo/dance-theatre',
  },
  {
    art: 'fashion',
    title: 'New workshop space in Ikeja',
    description: 'Our studio now has room for twelve tailors and a fitting room. Come and visit on Fridays.',
    link: 'https://example.com/demo/ikeja-space',
  },
  {
    art: 'film',
    title: 'Sound design for an indie film',
    description:
      'Foley recorded in a Lekki apartment, ambience from Balogun market and a score played on a single talking drum. How we built the film’s sound on a small budget.',
    link: 'https://example.com/demo/indie-sound',
  },
  {
    art: 'books',
    title: 'Children’s picture book launch',
    description:
      'A picture book about a girl who builds a kite from old newspapers, illustrated in watercolour.',
    link: 'https://example.com/demo/picture-book',
  },
  {
    art: 'photography',
    title: 'Product shoot for a skincare brand',
    description: 'Clean, bright product photos for a shea butter skincare line, shot in natural light.',
    link: 'https://example.com/demo/skincare-shoot',
  },
  {
    art: 'crafts',
    title: 'Pottery open day in Jos',
    description:
      'Try the wheel, glaze your own cup and take it home after firing. Families welcome; aprons provided.',
    link: 'https://example.com/demo/pottery-open-day',
  },
  {
    art: 'media',
    title: 'Podcast: making a living from art',
    description:
      'This week we talk with a painter, a sculptor and a gallery owner about pricing work, commissions and getting paid on time in Nigeria.',
    link: 'https://example.com/demo/podcast-art-living',
  },
  {
    art: 'fashion',
    title: 'Adire masterclass photos',
    description: 'Indigo-dyed hands and proud faces from our two-day adire masterclass in Abeokuta.',
    link: 'https://example.com/demo/adire-masterclass',
  },
  {
    art: 'animation',
    title: 'Motion graphics reel 2026',
    description: 'Twelve months of logo stings, explainer videos and title sequences in ninety seconds.',
    link: 'https://example.com/demo/motion-reel',
  },
  {
    art: 'crafts',
    title: 'Woodcarving commission complete',
    description:
      'A carved iroko door for a guest house in Owerri, three months in the making. Each panel tells part of the town’s founding story.',
    link: 'https://example.com/demo/carved-door',
  },
];

export const PRODUCTS: {
  art: ArtKey;
  title: string;
  description: string;
  category: 'product' | 'service' | 'content';
  price: number;
  quantity: number;
}[] = [
  {
    art: 'fashion',
    title: 'Ankara two-piece set',
    description: 'Tailored Ankara top and trousers, made to your measurements.',
    category: 'product',
    price: 35000,
    quantity: 12,
  },
  {
    art: 'music',
    title: 'Beat production (one track)',
    description: 'A custom Afrobeats or amapiano beat with stems and two revisions.',
    category: 'service',
    price: 75000,
    quantity: 10,
  },
  {
    art: 'photography',
    title: 'Stock photo pack: Lagos streets',
    description: 'Fifty high-resolution photos of Lagos street life, licensed for commercial use.',
    category: 'content',
    price: 15000,
    quantity: 100,
  },
  {
    art: 'crafts',
    title: 'Hand-woven raffia basket',
    description: 'A large raffia basket with leather handles, woven in Sokoto.',
    category: 'product',
    price: 12000,
    quantity: 25,
  },
  {
    art: 'photography',
    title: 'Wedding photography package',
    description: 'Full-day coverage, two photographers and an online gallery of edited pictures.',
    category: 'service',
    price: 450000,
    quantity: 4,
  },
  {
    art: 'design',
    title: 'Logo and brand identity',
    description: 'Logo, colour palette, typography and a one-page brand guide.',
    category: 'service',
    price: 180000,
    quantity: 6,
  },
  {
    art: 'visual-arts',
    title: 'Oil painting: Ibadan rooftops',
    description: 'Original oil on canvas, 120 by 90 cm, framed.',
    category: 'product',
    price: 850000,
    quantity: 1,
  },
  {
    art: 'crafts',
    title: 'Beaded statement necklace',
    description: 'Coral and glass beads on a brass clasp, made in Benin City.',
    category: 'product',
    price: 22000,
    quantity: 15,
  },
  {
    art: 'music',
    title: 'Sound mixing and mastering',
    description: 'Mixing and mastering for one song, delivered in 5 working days.',
    category: 'service',
    price: 50000,
    quantity: 20,
  },
  {
    art: 'animation',
    title: 'Animated explainer video',
    description: 'A 60-second 2D explainer video with voice-over in English, Pidgin, Yoruba, Igbo or Hausa.',
    category: 'service',
    price: 600000,
    quantity: 3,
  },
  {
    art: 'books',
    title: 'E-book: Pricing your creative work',
    description: 'A practical guide for Nigerian creatives on quotes, invoices and getting paid.',
    category: 'content',
    price: 5000,
    quantity: 500,
  },
  {
    art: 'crafts',
    title: 'Leather messenger bag',
    description: 'Vegetable-tanned Kano leather, hand stitched, with a brass buckle.',
    category: 'product',
    price: 65000,
    quantity: 8,
  },
  {
    art: 'beauty',
    title: 'Bridal makeup and gele',
    description: 'Bridal makeup, a trial session and gele tying on the day.',
    category: 'service',
    price: 120000,
    quantity: 10,
  },
  {
    art: 'film',
    title: 'Music video production',
    description: 'Concept, shoot and edit of a three-minute music video in Lagos.',
    category: 'service',
    price: 1800000,
    quantity: 2,
  },
  {
    art: 'fashion',
    title: 'Adire fabric (5 yards)',
    description: 'Hand-dyed indigo adire cotton from Abeokuta.',
    category: 'product',
    price: 18000,
    quantity: 40,
  },
  {
    art: 'design',
    title: 'Font family: Naija Sans',
    description: 'A display typeface family with naira sign and Yoruba, Igbo and Hausa diacritics.',
    category: 'content',
    price: 25000,
    quantity: 200,
  },
  {
    art: 'crafts',
    title: 'Ceramic dinner set',
    description: 'Six plates, six bowls and six cups, glazed in earth tones, made in Jos.',
    category: 'product',
    price: 95000,
    quantity: 5,
  },
  {
    art: 'digital-content',
    title: 'Social media content plan',
    description: 'A month of posts, captions and visuals for a small business.',
    category: 'service',
    price: 90000,
    quantity: 8,
  },
  {
    art: 'music',
    title: 'Sample pack: Highlife guitars',
    description: 'Two hundred royalty-free highlife guitar loops recorded in Owerri.',
    category: 'content',
    price: 8000,
    quantity: 300,
  },
  {
    art: 'crafts',
    title: 'Carved iroko wall panel',
    description: 'A hand-carved iroko panel, 90 by 60 cm, ready to hang.',
    category: 'product',
    price: 280000,
    quantity: 3,
  },
  {
    art: 'architecture',
    title: 'Architectural 3D visualisation',
    description: 'Photo-real renders of a residential design: four views and a short walkthrough.',
    category: 'service',
    price: 350000,
    quantity: 4,
  },
  {
    art: 'film',
    title: 'Short film script consultation',
    description: 'Notes on structure, character and dialogue for a short film script.',
    category: 'service',
    price: 40000,
    quantity: 12,
  },
  {
    art: 'books',
    title: 'Illustrated children’s book',
    description: 'A 32-page picture book about a kite made of newspapers, printed in Ibadan.',
    category: 'content',
    price: 6500,
    quantity: 150,
  },
  {
    art: 'crafts',
    title: 'Brass casting: twin heads',
    description: 'A pair of small brass heads cast by the Benin Bronze Guild.',
    category: 'product',
    price: 1200000,
    quantity: 2,
  },
];

/** The picture subject of each sector a demo creative or tool belongs to. */
export const SECTOR_ART: Record<string, ArtKey> = {
  Fashion: 'fashion',
  Music: 'music',
  'Film & Television': 'film',
  Photography: 'photography',
  'Visual Arts': 'visual-arts',
  Animation: 'animation',
  'Publishing & Literature': 'books',
  'Software & Technology': 'software',
  'Culinary Arts': 'cuisine',
  'Performing Arts': 'theatre',
  'Beauty & Cosmetics': 'beauty',
  Gaming: 'games',
  Crafts: 'crafts',
  Design: 'design',
  'Digital Content': 'digital-content',
  Architecture: 'architecture',
  'Broadcasting & Media': 'media',
  Advertising: 'advertising',
  'Cultural Heritage & Tourism': 'heritage',
};

/** The picture subject of a sector; a sector without one is a mistake in this file, so the seed stops. */
export function artOfSector(sector: string): ArtKey {
  const art = SECTOR_ART[sector];
  if (!art) throw new Error(`demo-content: no picture subject for the sector '${sector}' (SECTOR_ART)`);
  return art;
}

export const TOOLS: {
  name: string;
  description: string;
  sector: string;
  offer: string;
  type: string;
  price: 'free' | 'paid';
  category: string;
}[] = [
  {
    name: 'CloudCut Video Editor',
    description: 'Browser-based video editing with Nigerian-language captions and royalty-free music.',
    sector: 'Film & Television',
    offer: '30% off',
    type: 'subscription',
    price: 'paid',
    category: 'Film Editing',
  },
  {
    name: 'StudioFlow DAW',
    description: 'A digital audio workstation with afro percussion instruments built in.',
    sector: 'Music',
    offer: '50% off the first year',
    type: 'subscription',
    price: 'paid',
    category: 'Music Production',
  },
  {
    name: 'PatternPro',
    description: 'Pattern drafting software for tailors, with metric sizes and an Ankara print library.',
    sector: 'Fashion',
    offer: '3 months free',
    type: 'subscription',
    price: 'paid',
    category: 'Fashion Design',
  },
  {
    name: 'Canvas Community Studio',
    description: 'Shared studio space, easels and materials in Lagos and Abuja for members.',
    sector: 'Visual Arts',
    offer: '20% off membership',
    type: 'membership',
    price: 'paid',
    category: 'Painting',
  },
  {
    name: 'LightKit Lens Hire',
    description: 'Rent professional lenses and lights by the day, delivered anywhere in Lagos.',
    sector: 'Photography',
    offer: '15% off every rental',
    type: 'membership',
    price: 'paid',
    category: 'Product & Commercial',
  },
  {
    name: 'OpenType Naija',
    description: 'Free fonts with full Yoruba, Igbo and Hausa diacritics.',
    sector: 'Design',
    offer: 'Free for members',
    type: 'one-time-purchase',
    price: 'free',
    category: 'Typography',
  },
  {
    name: 'Blender Starter Pack',
    description: 'Templates, rigs and lighting presets for African character animation.',
    sector: 'Animation',
    offer: 'Free download',
    type: 'one-time-purchase',
    price: 'free',
    category: '3D Animation',
  },
  {
    name: 'Game Jam Cloud Credits',
    description: 'Cloud hosting credits for small game studios and jam teams.',
    sector: 'Gaming',
    offer: '₦500,000 in credits',
    type: 'membership',
    price: 'free',
    category: 'Game Development',
  },
  {
    name: 'Pocket Podcast Studio',
    description: 'A USB microphone, headphones and a pop filter bundled for podcasters.',
    sector: 'Broadcasting & Media',
    offer: '25% off',
    type: 'one-time-purchase',
    price: 'paid',
    category: 'Podcasting',
  },
  {
    name: 'Creator Analytics',
    description: 'Track your audience across platforms and see which posts bring sales.',
    sector: 'Digital Content',
    offer: '40% off for creatives',
    type: 'subscription',
    price: 'paid',
    category: 'Content Creation',
  },
  {
    name: 'Kiln Share Jos',
    description: 'Book kiln firing time at a shared ceramics workshop.',
    sector: 'Crafts',
    offer: 'First firing free',
    type: 'membership',
    price: 'free',
    category: 'Pottery & Ceramics',
  },
  {
    name: 'ArchiDraft Lite',
    description: 'A 2D and 3D drafting tool for architects, with Nigerian building code templates.',
    sector: 'Architecture',
    offer: '35% off',
    type: 'subscription',
    price: 'paid',
    category: 'Architectural Design',
  },
  {
    name: 'WriteRoom',
    description: 'A distraction-free writing app with manuscript formatting for publishers.',
    sector: 'Publishing & Literature',
    offer: 'Free for students',
    type: 'subscription',
    price: 'free',
    category: 'Fiction Writing',
  },
  {
    name: 'ShopFront',
    description: 'A simple online shop with naira payments and delivery tracking.',
    sector: 'Software & Technology',
    offer: '2 months free',
    type: 'subscription',
    price: 'paid',
    category: 'E-commerce Solutions',
  },
];

export const OPPORTUNITIES: {
  art: ArtKey;
  title: string;
  description: string;
  timing: 'full-time' | 'remote';
  location: 'remote' | 'onsite' | 'hybrid';
  level: 'junior' | 'intermediate' | 'senior';
  address: string;
}[] = [
  {
    art: 'design',
    title: 'Junior Graphic Designer',
    description:
      'Join our brand team to design social media visuals, flyers and packaging for clients across Nigeria. You will work with senior designers and learn our process from brief to print. A portfolio of three to five pieces is enough to apply.',
    timing: 'full-time',
    location: 'onsite',
    level: 'junior',
    address: '12 Allen Avenue, Ikeja, Lagos',
  },
  {
    art: 'film',
    title: 'Remote Video Editor',
    description:
      'Edit short-form videos for a growing creator network. You will receive raw footage and a brief and deliver edited clips within 48 hours. Experience with Premiere Pro or DaVinci Resolve required.',
    timing: 'remote',
    location: 'remote',
    level: 'intermediate',
    address: 'Remote, Nigeria',
  },
  {
    art: 'music',
    title: 'Senior Sound Engineer',
    description:
      'Lead recording and mixing sessions in our Abuja studio, mentor two assistants and keep our equipment in top shape. At least five years of studio experience.',
    timing: 'full-time',
    location: 'onsite',
    level: 'senior',
    address: 'Plot 44, Wuse II, Abuja',
  },
  {
    art: 'fashion',
    title: 'Fashion Design Fellowship',
    description:
      'A six-month paid fellowship for emerging fashion designers, with a stipend, studio space, mentorship and a showcase at the end. Open to designers with fewer than three years of professional experience.',
    timing: 'full-time',
    location: 'hybrid',
    level: 'junior',
    address: 'Victoria Island, Lagos',
  },
  {
    art: 'digital-content',
    title: 'Content Writer (Pidgin and English)',
    description:
      'Write scripts, captions and articles for our media brand in Pidgin and English. Fully remote, flexible hours.',
    timing: 'remote',
    location: 'remote',
    level: 'intermediate',
    address: 'Remote, Nigeria',
  },
  {
    art: 'animation',
    title: 'Animation Studio Intern',
    description:
      'Learn 2D animation pipelines on a real series: storyboards, clean-up and compositing. Stipend and lunch provided.',
    timing: 'full-time',
    location: 'onsite',
    level: 'junior',
    address: 'Yaba, Lagos',
  },
  {
    art: 'advertising',
    title: 'Creative Director',
    description:
      'Lead a team of eight designers and writers on campaigns for national brands. You will own the creative vision, present to clients and grow the team.',
    timing: 'full-time',
    location: 'hybrid',
    level: 'senior',
    address: 'Lekki Phase 1, Lagos',
  },
  {
    art: 'software',
    title: 'Remote UI/UX Designer',
    description:
      'Design mobile and web experiences for a fintech serving artisans and small traders. You will run user interviews in markets and turn them into prototypes.',
    timing: 'remote',
    location: 'remote',
    level: 'intermediate',
    address: 'Remote, Nigeria',
  },
  {
    art: 'photography',
    title: 'Photography Assistant',
    description:
      'Assist our lead photographer on weddings and corporate events across the South-West. Weekend work, transport covered.',
    timing: 'full-time',
    location: 'onsite',
    level: 'junior',
    address: 'Bodija, Ibadan',
  },
  {
    art: 'games',
    title: 'Game Developer (Unity)',
    description:
      'Build gameplay systems for a mobile game rooted in West African stories. Two years of Unity experience and a shipped project required.',
    timing: 'remote',
    location: 'hybrid',
    level: 'intermediate',
    address: 'Garki, Abuja',
  },
  {
    art: 'heritage',
    title: 'Museum Education Officer',
    description:
      'Design and lead school visits, workshops and holiday programmes at a heritage museum. Love of history and children required.',
    timing: 'full-time',
    location: 'onsite',
    level: 'intermediate',
    address: 'Calabar, Cross River',
  },
  {
    art: 'film',
    title: 'Senior Film Producer',
    description:
      'Produce a slate of three feature films: budgets, schedules, crews and distribution deals. Proven Nollywood credits required.',
    timing: 'full-time',
    location: 'hybrid',
    level: 'senior',
    address: 'GRA, Enugu',
  },
];

export const EVENTS: {
  art: ArtKey;
  title: string;
  description: string;
  location: 'Online' | 'Offline';
  address: string;
}[] = [
  {
    art: 'business',
    title: 'Pricing Your Creative Work',
    description: 'A two-hour online workshop on quotes, invoices, contracts and getting paid on time.',
    location: 'Online',
    address: 'Online (link sent after registration)',
  },
  {
    art: 'film',
    title: 'Smartphone Filmmaking Bootcamp',
    description: 'Shoot, light and edit a short film with only your phone. Three Saturdays, hands-on.',
    location: 'Offline',
    address: 'Freedom Park, Lagos Island, Lagos',
  },
  {
    art: 'music',
    title: 'Introduction to Music Production',
    description: 'From a blank project to a finished beat: an online course for beginners.',
    location: 'Online',
    address: 'Online (link sent after registration)',
  },
  {
    art: 'fashion',
    title: 'Adire and Natural Dyes Masterclass',
    description: 'Learn tie and resist techniques with indigo and kola nut dyes from master dyers.',
    location: 'Offline',
    address: 'Itoku Market, Abeokuta, Ogun',
  },
  {
    art: 'advertising',
    title: 'Digital Marketing for Artisans',
    description: 'Sell more with WhatsApp Business, Instagram and a simple online shop.',
    location: 'Online',
    address: 'Online (link sent after registration)',
  },
  {
    art: 'photography',
    title: 'Photography: Light and Composition',
    description: 'A one-day practical class on natural light, flash and framing.',
    location: 'Offline',
    address: 'Wuse II, Abuja',
  },
  {
    art: 'books',
    title: 'Writing for Children',
    description: 'An online course on picture books, early readers and finding a publisher.',
    location: 'Online',
    address: 'Online (link sent after registration)',
  },
  {
    art: 'games',
    title: 'Game Design Jam Weekend',
    description: 'Form a team, make a game in 48 hours and pitch it to studio judges.',
    location: 'Offline',
    address: 'Co-Creation Hub, Yaba, Lagos',
  },
  {
    art: 'business',
    title: 'Intellectual Property for Creatives',
    description: 'Copyright, trademarks and licensing explained by practising lawyers.',
    location: 'Online',
    address: 'Online (link sent after registration)',
  },
  {
    art: 'crafts',
    title: 'Pottery and Ceramics Intensive',
    description: 'Five days at the wheel and the kiln with master potters.',
    location: 'Offline',
    address: 'Jos Museum grounds, Jos, Plateau',
  },
  {
    art: 'business',
    title: 'Grant Writing for Artists',
    description: 'Find funding, write a strong application and report on your grant.',
    location: 'Online',
    address: 'Online (link sent after registration)',
  },
  {
    art: 'theatre',
    title: 'Stagecraft and Theatre Lighting',
    description: 'A practical workshop on lighting design, rigging and safety for stage productions.',
    location: 'Offline',
    address: 'University of Port Harcourt Arts Theatre, Rivers',
  },
];
