// The 19 creative sectors of the Nigerian creative economy, each with its categories (spec section 3). Pure data,
// no imports: the portal and the server both read it. A creative's "expertise" is a sector and their "category"
// one of its categories; a business's "sector" and "area" follow the same lists.

export interface SectorData {
  name: string;
  categories: string[];
}

// Stryker disable StringLiteral: the names are data (their counts and uniqueness are tested), not rules.
export const SECTORS: SectorData[] = [
  {
    name: 'Film & Television',
    categories: [
      'Acting',
      'Directing',
      'Screenwriting',
      'Cinematography',
      'Film Editing',
      'Production',
      'Documentary',
      'Set Design',
    ],
  },
  {
    name: 'Music',
    categories: [
      'Singing',
      'Songwriting',
      'Music Production',
      'Instrumentalist',
      'Disc Jockey (DJ)',
      'Sound Engineering',
      'Music Management',
      'Choir & Gospel',
    ],
  },
  {
    name: 'Fashion',
    categories: [
      'Fashion Design',
      'Tailoring',
      'Adire & Textile Dyeing',
      'Modelling',
      'Styling',
      'Footwear',
      'Accessories & Jewellery',
      'Aso-Oke Weaving',
    ],
  },
  {
    name: 'Visual Arts',
    categories: [
      'Painting',
      'Sculpture',
      'Drawing & Illustration',
      'Printmaking',
      'Mixed Media',
      'Murals & Street Art',
      'Art Curation',
    ],
  },
  {
    name: 'Photography',
    categories: [
      'Portrait',
      'Wedding & Events',
      'Fashion & Editorial',
      'Documentary & Photojournalism',
      'Product & Commercial',
      'Drone & Aerial',
      'Photo Editing',
    ],
  },
  {
    name: 'Publishing & Literature',
    categories: [
      'Fiction Writing',
      'Poetry & Spoken Word',
      'Editing & Proofreading',
      'Book Publishing',
      "Children's Books",
      'Comics & Graphic Novels',
      'Translation',
    ],
  },
  {
    name: 'Performing Arts',
    categories: [
      'Theatre Acting',
      'Dance',
      'Comedy',
      'Drama Directing',
      'Storytelling',
      'Circus & Acrobatics',
      'Stage Management',
    ],
  },
  {
    name: 'Crafts',
    categories: [
      'Beadwork',
      'Pottery & Ceramics',
      'Leatherwork',
      'Woodcarving',
      'Basket & Raffia Weaving',
      'Metalwork & Bronze Casting',
      'Calabash Art',
    ],
  },
  {
    name: 'Design',
    categories: [
      'Graphic Design',
      'Brand Identity',
      'UI/UX Design',
      'Interior Design',
      'Product Design',
      'Furniture Design',
      'Typography',
    ],
  },
  {
    name: 'Architecture',
    categories: [
      'Architectural Design',
      'Landscape Architecture',
      'Urban Planning',
      '3D Visualisation',
      'Restoration & Conservation',
      'Sustainable Building',
    ],
  },
  {
    name: 'Gaming',
    categories: [
      'Game Design',
      'Game Development',
      'Game Art',
      'Esports',
      'Game Testing',
      'Streaming',
      'Narrative Design',
    ],
  },
  {
    name: 'Animation',
    categories: [
      '2D Animation',
      '3D Animation',
      'Motion Graphics',
      'Character Design',
      'Storyboarding',
      'Visual Effects (VFX)',
      'Stop Motion',
    ],
  },
  {
    name: 'Advertising',
    categories: [
      'Copywriting',
      'Creative Direction',
      'Media Planning',
      'Brand Strategy',
      'Social Media Marketing',
      'Outdoor Advertising',
      'Public Relations',
    ],
  },
  {
    name: 'Broadcasting & Media',
    categories: [
      'Radio Presenting',
      'TV Presenting',
      'Journalism',
      'News Production',
      'Voice-over',
      'Podcasting',
      'Broadcast Engineering',
    ],
  },
  {
    name: 'Digital Content',
    categories: [
      'Content Creation',
      'Video Blogging',
      'Skits & Short Videos',
      'Blogging',
      'Influencer Marketing',
      'Live Streaming',
      'Digital Storytelling',
    ],
  },
  {
    name: 'Culinary Arts',
    categories: [
      'Nigerian Cuisine',
      'Pastry & Baking',
      'Catering',
      'Food Styling',
      'Food Photography',
      'Beverages & Mixology',
      'Food Writing',
    ],
  },
  {
    name: 'Cultural Heritage & Tourism',
    categories: [
      'Tour Guiding',
      'Festivals & Carnivals',
      'Museums & Galleries',
      'Traditional Music & Dance',
      'Heritage Conservation',
      'Hospitality',
      'Event Management',
    ],
  },
  {
    name: 'Software & Technology',
    categories: [
      'Web Development',
      'Mobile App Development',
      'Creative Coding',
      'AR/VR',
      'Data & AI for Creatives',
      'Music & Film Tech',
      'E-commerce Solutions',
    ],
  },
  {
    name: 'Beauty & Cosmetics',
    categories: [
      'Makeup Artistry',
      'Hair Styling & Braiding',
      'Barbering',
      'Nail Art',
      'Skincare & Natural Cosmetics',
      'Gele Tying',
      'Special Effects Makeup',
    ],
  },
];
// Stryker restore StringLiteral

/** The sectors' names, in the list's order. */
export const SECTOR_NAMES: readonly string[] = SECTORS.map((sector) => sector.name);

/** The categories of a sector (by name, case-insensitive); empty for an unknown sector. */
export function categoriesOf(sector: string | null | undefined): string[] {
  if (!sector) return [];
  const wanted = sector.trim().toLowerCase();
  return SECTORS.find((s) => s.name.toLowerCase() === wanted)?.categories ?? [];
}
