// Demo events for seeding: about two dozen, most in Bangladesh, dated from `now` on each one's own clock.
import type { EventType } from '@volunteering/shared/constants';
import { dayAt } from '@volunteering/shared/event-time';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import type { SitePicture } from '../uploads/site-pictures.ts';

/** The zone of the demo events in Bangladesh; the three abroad name their own (issue 37). */
export const DEMO_TIME_ZONE = 'Asia/Dhaka';

export type DemoEvent = {
  title: string;
  description: string;
  type: EventType;
  /** The cover: one of the product's own pictures (docs/credits.md). */
  picture: SitePicture;
  location: string;
  date: Date;
  /** The zone its place keeps; DEMO_TIME_ZONE when left out. */
  timeZone?: string;
  organizer: string;
  volunteersNeeded: number;
  /** how many demo volunteers have already joined; 0 <= joinedCount <= volunteersNeeded */
  joinedCount: number;
  /** More of them, for the event page's gallery. */
  gallery?: SitePicture[];
  highlights?: { icon: string; title: string; desc: string }[];
  faqs?: { q: string; a: string }[];
};

/** The demo events; one without highlights or questions of its own keeps the form's suggestions (decision 058). */
export function demoEvents(now: Date): (DemoEvent & Required<Pick<DemoEvent, 'highlights' | 'faqs'>>)[] {
  const daysFromNow = (days: number, hour: number, minute = 0, timeZone = DEMO_TIME_ZONE): Date => dayAt(now, timeZone, days, hour, minute);

  const events: DemoEvent[] = [
    {
      title: 'Sunrise Beach Cleanup at Laboni Point',
      description:
        "Join us at first light to clear plastic bottles, fishing nets and food wrappers from one of the busiest stretches of the world's longest natural sea beach. Every kilogram we collect is sorted on site and handed to a local recycling cooperative. Bring a hat, a refillable water bottle and closed shoes; gloves, grabbers and sacks are provided.",
      type: 'Cleanup',
      picture: 'cleanup-beach',
      location: "Laboni Beach, Cox's Bazar",
      date: daysFromNow(6, 8, 0),
      organizer: 'Bay of Bengal Beach Keepers',
      volunteersNeeded: 80,
      joinedCount: 34,
      gallery: ['cleanup-river', 'cleanup-lake', 'plantation-mangrove', 'social-kitchen'],
      highlights: [
        { icon: 'sun', title: 'Sunrise start', desc: 'Beat the heat and the crowds with an 8 AM start on the sand.' },
        { icon: 'users', title: 'Team zones', desc: 'Small teams of eight, each with a zone leader and a tally sheet.' },
        { icon: 'leaf', title: 'Sorted for recycling', desc: 'Plastics, glass and nets are separated and sent to local recyclers.' },
      ],
      faqs: [
        { q: 'What should I bring?', a: 'A hat, sunscreen, a refillable bottle and shoes you do not mind getting sandy. We provide gloves and bags.' },
        { q: 'Can children join?', a: 'Yes, children aged 10 and up are welcome with a guardian who stays with them throughout.' },
        {
          q: 'What happens if it rains?',
          a: 'Light rain is fine. If there is a weather warning we will message everyone by 6 AM and move to the following Saturday.',
        },
      ],
    },
    {
      title: 'Buriganga Riverbank Plastic Sweep',
      description:
        'The banks near Sadarghat collect tonnes of plastic that wash down the river every week. We will work in pairs along the embankment, pulling waste out of the mud before the next tide carries it away. Wear old clothes and rubber boots if you have them; gloves, masks and hand sanitiser are provided.',
      type: 'Cleanup',
      picture: 'cleanup-river',
      location: 'Sadarghat Launch Terminal, Dhaka',
      date: daysFromNow(13, 9, 0),
      organizer: 'Buriganga Riverkeepers Network',
      volunteersNeeded: 60,
      joinedCount: 21,
    },
    {
      title: 'Dhanmondi Lake Weekend Litter Pick',
      description:
        'A relaxed morning walk around Dhanmondi Lake, picking up litter from the footpaths, benches and water edge. It is a great first event if you have never volunteered before, and families are very welcome. We finish with tea by the Rabindra Sarobar steps.',
      type: 'Cleanup',
      picture: 'cleanup-lake',
      location: 'Dhanmondi Lake, Dhaka',
      date: daysFromNow(-9, 8, 30),
      organizer: 'Green Dhaka Collective',
      volunteersNeeded: 40,
      joinedCount: 38,
    },
    {
      title: 'Patenga Shoreline Restoration Day',
      description:
        'After the monsoon, Patenga is strewn with debris from ships and the city. We will clear the shoreline near the promenade and log what we find for the city corporation’s waste survey. Bring water and a cap; tools and snacks are on us.',
      type: 'Cleanup',
      picture: 'cleanup-beach',
      location: 'Patenga Sea Beach, Chattogram',
      date: daysFromNow(27, 16, 0),
      organizer: 'Chattogram Coast Guardians',
      volunteersNeeded: 70,
      joinedCount: 0,
    },
    {
      title: 'Surma Riverside Clean and Green Walk',
      description:
        'We walk the riverside from Kean Bridge to the Chandnighat steps, clearing litter and painting two faded recycling bins. Local shopkeepers have promised to keep the new bins in use. Comfortable shoes and a water bottle are all you need.',
      type: 'Cleanup',
      picture: 'cleanup-river',
      location: 'Kean Bridge Riverside, Sylhet',
      date: daysFromNow(44, 8, 30),
      organizer: 'Sylhet Youth for Clean Rivers',
      volunteersNeeded: 35,
      joinedCount: 5,
    },
    {
      title: 'Mangrove Planting on the Sundarbans Fringe',
      description:
        'Mangroves are the coast’s first line of defence against cyclones and storm surges. Together with local forest staff we will plant keora and goran seedlings along an eroded mudflat near Mongla. Expect mud up to your knees: wear clothes you can get dirty and bring a change of clothes.',
      type: 'Plantation',
      picture: 'plantation-mangrove',
      location: 'Mongla Port Area, Bagerhat',
      date: daysFromNow(19, 9, 30),
      organizer: 'Sundarbans Green Shield',
      volunteersNeeded: 100,
      joinedCount: 47,
      gallery: ['plantation-seedling', 'plantation-hills'],
      highlights: [
        { icon: 'leaf', title: '2,000 seedlings', desc: 'Native keora and goran seedlings raised in a community nursery.' },
        { icon: 'users', title: 'Led by foresters', desc: 'Forest department staff show you how to plant so seedlings survive the tides.' },
        { icon: 'heart', title: 'Lunch with the village', desc: 'A home-cooked lunch prepared by the women’s cooperative in Chila.' },
        { icon: 'sun', title: 'Boat ride back', desc: 'Return by country boat along the river at golden hour.' },
      ],
    },
    {
      title: '1,000 Saplings for Rajshahi University Campus',
      description:
        'The university is replacing trees lost to road widening, and we are planting a thousand mango, jackfruit and krishnachura saplings in one day. Volunteers dig, plant, stake and water in teams led by botany students. Bring a cap and water; spades and watering cans are provided.',
      type: 'Plantation',
      picture: 'plantation-seedling',
      location: 'Rajshahi University, Rajshahi',
      date: daysFromNow(9, 8, 0),
      organizer: 'Barind Tree Alliance',
      volunteersNeeded: 120,
      joinedCount: 63,
      highlights: [
        { icon: 'leaf', title: 'Native species', desc: 'Mango, jackfruit, neem and krishnachura chosen for the Barind climate.' },
        { icon: 'book', title: 'Learn as you plant', desc: 'Botany students explain how each species helps soil and birds.' },
        { icon: 'gift', title: 'Name a tree', desc: 'Every team tags one sapling with a name and gets photo updates as it grows.' },
      ],
    },
    {
      title: 'Rooftop Garden Build for Community Schools',
      description:
        'Two community schools have offered their rooftops for vegetable and herb gardens that students will care for. We will build raised beds, fill them with compost and plant the first seedlings. Some carpentry experience helps, but there is a task for everyone.',
      type: 'Plantation',
      picture: 'plantation-seedling',
      location: 'Pettah, Colombo',
      date: daysFromNow(33, 10, 0, 'Asia/Colombo'),
      timeZone: 'Asia/Colombo',
      organizer: 'Colombo Green Roofs Network',
      volunteersNeeded: 25,
      joinedCount: 0,
    },
    {
      title: 'Neem and Mango Roadside Planting Drive',
      description:
        'We planted shade trees along a busy stretch of the highway where rickshaw pullers and vendors wait in the sun. Each sapling was fenced with bamboo and adopted by a nearby shop that promised to water it. Thank you to everyone who turned out in the heat.',
      type: 'Plantation',
      picture: 'plantation-hills',
      location: 'Khulna–Jessore Highway, Khulna',
      date: daysFromNow(-17, 9, 0),
      organizer: 'Khulna Green Belt Initiative',
      volunteersNeeded: 50,
      joinedCount: 46,
    },
    {
      title: 'Tea Hills Native Tree Restoration',
      description:
        'Bare slopes between the tea gardens are losing topsoil with every monsoon. We will plant native hill trees such as chapalish and garjan to hold the soil and give shade to the tea. The walk in is steep, so come with good shoes and a daypack.',
      type: 'Plantation',
      picture: 'plantation-hills',
      location: 'Lakkatura Tea Estate, Sylhet',
      date: daysFromNow(52, 8, 30),
      organizer: 'Sylhet Hill Forest Trust',
      volunteersNeeded: 45,
      joinedCount: 12,
      faqs: [
        { q: 'How fit do I need to be?', a: 'You should be comfortable walking uphill for about 30 minutes on uneven paths.' },
        { q: 'Is transport provided?', a: 'A bus leaves Zindabazar at 7:30 AM and returns by 3 PM. Seats are given in order of sign-up.' },
        { q: 'What if it rains?', a: 'Light rain is actually good for planting. In heavy rain the slopes get slippery and we will postpone by one week.' },
      ],
    },
    {
      title: 'Blood Donation Camp at Dhaka Medical College',
      description:
        'Hospital blood banks run low every season, and thalassemia patients need transfusions every few weeks. Donors are screened by doctors, and the whole process takes under an hour. Eat a proper meal beforehand, drink plenty of water, and bring your national ID.',
      type: 'Donation',
      picture: 'donation-blood',
      location: 'Dhaka Medical College, Dhaka',
      date: daysFromNow(4, 10, 0),
      organizer: 'Bindu Blood Donors Network',
      volunteersNeeded: 60,
      joinedCount: 60,
      highlights: [
        { icon: 'heart', title: 'One donation, three lives', desc: 'Each bag is separated into red cells, plasma and platelets.' },
        { icon: 'users', title: 'Doctor screening', desc: 'A quick health check, blood pressure and haemoglobin test before you donate.' },
        { icon: 'gift', title: 'Donor card', desc: 'You receive a donor card with your blood group and free screening results.' },
      ],
      faqs: [
        { q: 'Who can donate?', a: 'Healthy adults aged 18 to 60 who weigh at least 50 kg and have not donated in the last four months.' },
        { q: 'Should I eat before donating?', a: 'Yes. Have a full meal two to three hours before and drink plenty of water.' },
        { q: 'Is there parking?', a: 'Parking inside the campus is limited. We recommend a rickshaw or CNG to the Bakshibazar gate.' },
      ],
    },
    {
      title: 'Winter Clothes Drive for Char Communities',
      description:
        'Families living on the river islands of the north face bitter cold every winter with little more than thin cotton clothes. We are collecting, sorting and packing warm clothes and blankets for boat delivery to the chars. Bring clean, gently used sweaters, jackets, shawls and blankets, or come to help pack.',
      type: 'Donation',
      picture: 'donation-clothes',
      location: 'Kurigram Sadar, Kurigram',
      date: daysFromNow(24, 11, 0),
      organizer: 'Uttarbanga Warmth Project',
      volunteersNeeded: 40,
      joinedCount: 18,
      gallery: ['donation-food', 'social-care'],
    },
    {
      title: 'Family Food Pack Assembly Day',
      description:
        'Volunteers packed rice, lentils, oil, salt and potatoes into month-long food packs for day labourers’ families in Agrabad. The packs were handed out the same afternoon through ward councillors and local mosques. We reached more families than planned thanks to your energy.',
      type: 'Donation',
      picture: 'donation-food',
      location: 'Agrabad Community Centre, Chattogram',
      date: daysFromNow(-4, 14, 0),
      organizer: 'Chattogram Food Bank',
      volunteersNeeded: 55,
      joinedCount: 52,
    },
    {
      title: 'Books for Every Child: Village Library Collection',
      description:
        'We are stocking five small village libraries with Bangla storybooks, science readers and English picture books. Drop off books in good condition, help us sort them by reading level and cover them in plastic for a longer life. Textbooks from the last three years are also very welcome.',
      type: 'Donation',
      picture: 'donation-books',
      location: 'Zindabazar, Sylhet',
      date: daysFromNow(16, 15, 30),
      organizer: 'Alor Pathshala Foundation',
      volunteersNeeded: 20,
      joinedCount: 7,
    },
    {
      title: 'School Supplies for Cyclone-Affected Families',
      description:
        'Many children on the coast lost their bags, books and uniforms when the last cyclone flooded their homes. We will pack school kits with notebooks, pens, a geometry box and a rain-proof bag. Donations of new supplies are welcome, and volunteers are needed for packing and delivery.',
      type: 'Donation',
      picture: 'donation-books',
      location: 'Satkhira Sadar, Satkhira',
      date: daysFromNow(38, 10, 30),
      organizer: 'Coastal Relief Volunteers Bangladesh',
      volunteersNeeded: 30,
      joinedCount: 0,
    },
    {
      title: 'Weekend Literacy Circle for Working Children',
      description:
        'Many children around the railway station work during the week and never had the chance to learn to read. In small groups, volunteers help them with the Bangla alphabet, simple words and basic numbers using picture cards. No teaching experience is needed, only patience and a friendly smile.',
      type: 'Education',
      picture: 'education-reading',
      location: 'Kamalapur Railway Station, Dhaka',
      date: daysFromNow(3, 16, 0),
      organizer: 'Alor Pathshala Foundation',
      volunteersNeeded: 15,
      joinedCount: 9,
      highlights: [
        { icon: 'book', title: 'Picture-card lessons', desc: 'Ready-made lesson kits, so you can start teaching from minute one.' },
        { icon: 'users', title: 'Small groups', desc: 'One volunteer for every three or four children.' },
        { icon: 'heart', title: 'Snack time', desc: 'Every session ends with a shared snack of fruit and biscuits.' },
      ],
    },
    {
      title: 'Intro to Coding for Girls: Scratch and Python',
      description:
        'A hands-on Saturday workshop where girls aged 12 to 16 build their first game in Scratch and write a few lines of Python. Volunteers sit beside each pair of students to help when they get stuck. Bring your own laptop if you can; we will have a few spares.',
      type: 'Education',
      picture: 'education-computers',
      location: 'Banani Digital Learning Hub, Dhaka',
      date: daysFromNow(11, 10, 0),
      organizer: 'Code for Bangladesh Girls',
      volunteersNeeded: 20,
      joinedCount: 14,
      gallery: ['education-classroom', 'education-reading'],
      faqs: [
        { q: 'Do I need to be a professional developer?', a: 'No. If you can write a simple loop in any language, you can mentor at this level.' },
        { q: 'Should I bring a laptop?', a: 'Please do if you have one, with a charger. We have six spare laptops for students.' },
      ],
    },
    {
      title: 'English Conversation Club for Garment Workers',
      description:
        'Garment workers in Ashulia asked for help practising spoken English to move into supervisor roles. Each evening session pairs a volunteer with two or three workers for role-play on everyday workplace situations. Sessions run after the factory shift, so please be on time.',
      type: 'Education',
      picture: 'education-classroom',
      location: 'Ashulia, Savar',
      date: daysFromNow(29, 18, 0),
      organizer: 'Shomota Learning Circle',
      volunteersNeeded: 18,
      joinedCount: 3,
    },
    {
      title: 'SSC Math and Science Tutoring Marathon',
      description:
        'A full day of revision for students sitting their SSC exams who cannot afford coaching centres. Volunteers ran small-group sessions on algebra, geometry, physics and chemistry, working through past papers together. Students left with worked solutions and a study plan for the final weeks.',
      type: 'Education',
      picture: 'education-classroom',
      location: 'Khulna Zilla School, Khulna',
      date: daysFromNow(-26, 9, 30),
      organizer: 'Khulna Student Mentors',
      volunteersNeeded: 25,
      joinedCount: 22,
    },
    {
      title: 'Digital Skills Workshop for Seniors',
      description:
        'Many older residents want to video-call their grandchildren, pay bills online and spot scam messages, but nobody has shown them how. Volunteers work one-on-one with seniors on their own phones at an unhurried pace. Bring your patience and a phone charger.',
      type: 'Education',
      picture: 'education-computers',
      location: 'Salt Lake Community Hall, Kolkata',
      date: daysFromNow(47, 11, 30, 'Asia/Kolkata'),
      timeZone: 'Asia/Kolkata',
      organizer: 'Bridge Learning Network',
      volunteersNeeded: 12,
      joinedCount: 0,
    },
    {
      title: 'Afternoon Tea and Stories at Shanti Elder Home',
      description:
        'Many residents of the Shanti elder home rarely get visitors. Spend an afternoon sharing tea, listening to their stories, reading the newspaper aloud or playing carrom and ludo. If you sing or play an instrument, bring it along; old Nazrul and Rabindra songs are always a favourite.',
      type: 'Social Work',
      picture: 'social-care',
      location: 'Shanti Elder Care Home, Gazipur',
      date: daysFromNow(7, 15, 0),
      organizer: 'Golden Years Companions',
      volunteersNeeded: 20,
      joinedCount: 11,
      gallery: ['social-kitchen', 'social-art'],
      highlights: [
        { icon: 'heart', title: 'Companionship', desc: 'One-on-one time with residents who love to talk.' },
        { icon: 'music', title: 'Music hour', desc: 'A sing-along of old Bangla songs in the courtyard.' },
        { icon: 'users', title: 'Games table', desc: 'Carrom, ludo and chess for friendly competition.' },
      ],
      faqs: [
        { q: 'Is there an age limit?', a: 'Volunteers must be 16 or older. Younger visitors can come with a parent.' },
        { q: 'Can I bring food?', a: 'Please check with us first: several residents are on diabetic or low-salt diets.' },
      ],
    },
    {
      title: 'Karwan Bazar Night Soup Kitchen',
      description:
        'Porters, rickshaw pullers and homeless families gather near Karwan Bazar after dark. Volunteers help cook khichuri in large pots, serve hot meals and clean up afterwards. Wear closed shoes and tie back long hair; aprons and hairnets are provided.',
      type: 'Social Work',
      picture: 'social-kitchen',
      location: 'Karwan Bazar, Dhaka',
      date: daysFromNow(21, 19, 0),
      organizer: 'Dhaka Hunger Relief Kitchen',
      volunteersNeeded: 30,
      joinedCount: 16,
      faqs: [
        { q: 'What time does it finish?', a: 'Serving usually ends around 10 PM and clean-up takes another half hour.' },
        { q: 'Do I need cooking experience?', a: 'No. Our cooks lead the kitchen; most volunteers chop, serve and wash up.' },
        { q: 'Is it safe at night?', a: 'We work as one group in a well-lit area, and team leads walk volunteers to the main road afterwards.' },
      ],
    },
    {
      title: 'Free Health Camp Volunteers in Ukhia',
      description:
        'Doctors from Chattogram are running a one-day free health camp for host community families in Ukhia. Volunteers register patients, manage queues, translate and help at the pharmacy desk. Chittagonian speakers are especially needed.',
      type: 'Social Work',
      picture: 'donation-blood',
      location: "Ukhia, Cox's Bazar",
      date: daysFromNow(35, 9, 0),
      organizer: 'Seba Health Outreach',
      volunteersNeeded: 40,
      joinedCount: 8,
      gallery: ['social-care', 'donation-food'],
    },
    {
      title: 'Art and Play Afternoon for Street Children',
      description:
        'An afternoon of drawing, painting, storytelling and games for children who spend their days working around the old city squares. Volunteers lead small activity corners and help serve a simple meal at the end. Art supplies are donated, so just bring your creativity.',
      type: 'Social Work',
      picture: 'social-art',
      location: 'Durbar Square, Kathmandu',
      date: daysFromNow(58, 14, 30, 'Asia/Kathmandu'),
      timeZone: 'Asia/Kathmandu',
      organizer: 'Himalayan Helping Hands',
      volunteersNeeded: 25,
      joinedCount: 0,
    },
  ];
  return events.map((event) => ({
    ...event,
    highlights: event.highlights ?? eventFormTexts.suggestedHighlights.map((highlight) => ({ ...highlight })),
    faqs: event.faqs ?? eventFormTexts.suggestedFaqs.map((faq) => ({ ...faq })),
  }));
}
