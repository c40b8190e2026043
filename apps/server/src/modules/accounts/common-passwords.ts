/**
 * The most common passwords of published breach corpora (the top of the lists NIST SP 800-63B asks to
 * check against), lower-cased, spaces and separators removed. passwordProblem also refuses these with
 * digits or a mark added at the end, one repeated or sequential run, and a person's own words.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
0000 000000 00000000 1111 11111 111111 11111111 112233 121212 12121212 123123 123123123 123321 1234
12344321 12345 123456 1234567 12345678 123456789 1234567890 123456a 123456q 1234qwer 123654 123qwe
131313 159753 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 2000 222222 232323
333333 555555 654321 666666 696969 777777 7777777 8675309 87654321 888888 88888888 987654 987654321
999999 a123456 aa123456 aaaaaa abc123 abc12345 abcd1234 access adidas admin admin123 administrator
amanda andrea andrew angel anthony arsenal arsenal1 asdfasdf asdfgh asdfghjk asdfghjkl ashley austin
autumn2024 badboy bailey banana barcelona barney baseball baseball1 batman batman123 bigdaddy
bigdick bigdog biteme blowme booboo boomer boston brandon brandy bulldog buster camaro casper
changeme charles charlie cheese chelsea chelsea1 chester chicago chicken chris cocacola coffee
company company123 companyname compaq computer computer1 cookie correcthorse
correcthorsebatterystaple corvette cowboy cowboys crystal dakota dallas daniel december default
default123 diablo diamond dragon dragon123 eagles edward enter falcon february fender ferrari
fishing flower football football1 forever freedom friday fuckoff gandalf gateway george gfhjkm
ghbdtn ginger golden golfer gryffindor guest guest123 guitar hammer hannah hardcore harley
harrypotter heather hello hello123 hockey hogwarts hunter iceman iloveyou iloveyou1 iloveyouiloveyou
internet internet1 ironman iwantu jackson james january jasmine jasper jennifer jessica johnny
jordan jordan23 joseph joshua junior justin juventus killer klaster knight lakers letmein letmein123
letmeinnow liverpool login login123 london love maggie manchester marina marine marlboro martin
master master123 matrix matthew maverick melissa mercedes merlin michael michael1 michelle mickey
midnight miller minecraft monday money monkey monkey123 monster morgan mother mustang mypassword
mypassword1 naruto nascar natasha ncc1701 newpassword newpassword1 nicole nikita oliver orange
p@ssw0rd p@ssword panties pass passw0rd password password1 password12 password123 passwordpassword
patrick peanut pepper phoenix player please pokemon porsche prince princess princess1 purple q1w2e3
q1w2e3r4 q1w2e3r4t5 qazwsx qazwsxedc qwe123 qweasd qweasdzxc qwer1234 qwerty qwerty1 qwerty123
qwertyui qwertyuiop qwertyuiop123 rabbit rachel raiders ranger rangers realmadrid redsox richard
robert root samantha samsung scooby scooter secret secret123 secretpassword shadow shadow123 silver
slayer smokey snoopy soccer sparky spider spiderman spring2024 starwars starwars1 steelers steven
summer summer2024 summer2025 summer2026 sunshine sunshine1 superman superman1 superman123 taylor
tennis test thomas thunder tigers tigger toor trustno1 trustno11 trustnoone user user123 victoria
welcome welcome1 welcome123 welcometowork whatever william winner winter winter2024 winter2025
winter2026 wizard xxxxxx yamaha yankees yellow zaq12wsx zaq1xsw2 zxcvbn zxcvbnm zxcvbnm123 zxcvbnma
`
    .trim()
    .split(/\s+/),
);
