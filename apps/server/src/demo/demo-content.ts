import type { LocalizedJson } from '../db/schema';

export interface DemoHelpTopic {
  tag: string;
  title: LocalizedJson;
  content: LocalizedJson;
}

export interface DemoAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'A';
  title: LocalizedJson;
  content: LocalizedJson;
  imageUrl?: string;
  linkUrl?: string;
}

const text = (ms: string, en: string, zh: string): LocalizedJson => ({ ms, en, zh });

/**
 * Help-centre topics of the demo brand, in the three languages. The tags are the anchors the site's footer
 * links open the help dialog at; keep them as they are. The text promises nothing the platform does not do.
 */
export function demoHelpTopics(): DemoHelpTopic[] {
  return [
    {
      tag: 'register',
      title: text('Cara mendaftar', 'How to register', '如何注册'),
      content: text(
        '<p>Membuka akaun hanya mengambil masa seminit. Pilih <strong>Daftar</strong> di bahagian atas mana-mana halaman.</p>' +
          '<ol>' +
          '<li>Pilih tab <strong>Nama pengguna</strong> untuk mendaftar dengan nama pengguna, atau tab <strong>Telefon bimbit</strong> untuk mendaftar dengan nombor telefon anda (jika ditawarkan).</li>' +
          '<li>Isikan ruangan yang dipaparkan. Setiap ruangan menerangkan peraturannya, contohnya bilangan dan jenis aksara yang dibenarkan. Ruangan bertanda bintang adalah wajib.</li>' +
          '<li>Masukkan kod pengesahan dalam gambar (ketik gambar untuk kod baharu). Untuk pendaftaran melalui telefon, kami menghantar kod sekali guna melalui SMS.</li>' +
          '<li>Jika rakan atau ejen memberi anda kod jemputan, masukkannya di ruangan <strong>Kod ahli gabungan</strong>.</li>' +
          '<li>Baca dan setuju dengan Terma dan Syarat serta Dasar Privasi, dan sahkan bahawa anda berumur 18 tahun ke atas.</li>' +
          '</ol>' +
          '<p>Setiap orang hanya boleh memiliki <strong>satu akaun</strong>. Gunakan nama sebenar anda sebagai nama penerima: pengeluaran hanya dibayar ke akaun bank atas nama tersebut.</p>',
        '<p>Opening an account takes a minute. Choose <strong>Register</strong> at the top of any page.</p>' +
          '<ol>' +
          '<li>Pick the <strong>Username</strong> tab to register with a username, or the <strong>Mobile</strong> tab to register with your mobile number (where offered).</li>' +
          '<li>Fill in the fields shown. Each field tells you its rule, such as how many characters and which kinds are allowed. Fields marked with a star are required.</li>' +
          '<li>Type the verification code shown in the picture (tap the picture for a new one). For mobile registration we also send a one-time code by SMS.</li>' +
          '<li>If a friend or an agent gave you an invitation code, enter it under <strong>Affiliate code</strong>.</li>' +
          '<li>Read and accept the Terms and Conditions and the Privacy Policy, and confirm that you are 18 or older.</li>' +
          '</ol>' +
          '<p>Each person may hold <strong>one account</strong> only. Use your real name as your payee name: withdrawals are paid only to a bank account in that name.</p>',
        '<p>开户只需一分钟。点击任意页面顶部的<strong>注册</strong>。</p>' +
          '<ol>' +
          '<li>选择<strong>用户名</strong>标签以用户名注册，或选择<strong>手机</strong>标签以手机号码注册（如有提供）。</li>' +
          '<li>填写显示的栏位。每个栏位都会说明其规则，例如允许的字符数量和类型。带星号的栏位为必填。</li>' +
          '<li>输入图片中的验证码（点击图片可更换）。使用手机注册时，我们还会通过短信发送一次性验证码。</li>' +
          '<li>如果朋友或代理给了您邀请码，请填写在<strong>推广码</strong>栏位。</li>' +
          '<li>阅读并同意《条款与条件》和《隐私政策》，并确认您已年满 18 岁。</li>' +
          '</ol>' +
          '<p>每人只能拥有<strong>一个账户</strong>。请使用真实姓名作为收款人姓名：提款只会支付到该姓名名下的银行账户。</p>',
      ),
    },
    {
      tag: 'deposit',
      title: text('Deposit', 'Deposits', '存款'),
      content: text(
        '<p>Selepas log masuk, buat deposit melalui <strong>Pusat ahli → Deposit</strong>.</p>' +
          '<ol>' +
          '<li>Pilih kaedah pembayaran dan ikut arahan yang dipaparkan untuk kaedah tersebut.</li>' +
          '<li>Bayar dari akaun atas nama anda sendiri. Bayaran daripada pihak ketiga boleh ditolak dan dikembalikan.</li>' +
          '<li>Simpan resit atau nombor rujukan pembayaran sehingga deposit muncul dalam dompet anda.</li>' +
          '</ol>' +
          '<p>Baki anda dipaparkan di bahagian atas halaman; ketik untuk mengemas kininya. Jika deposit belum diterima selepas tempoh yang dinyatakan untuk kaedah tersebut, hubungi khidmat pelanggan dengan nama pengguna, jumlah, masa dan nombor rujukan anda.</p>' +
          '<p>Akaun percubaan (main percuma) tidak boleh membuat deposit. Daftar akaun sebenar terlebih dahulu.</p>',
        '<p>Once you are logged in, deposit from <strong>Member centre → Deposit</strong>.</p>' +
          '<ol>' +
          '<li>Choose a payment method and follow the instructions shown for it.</li>' +
          '<li>Pay from an account in your own name. Payments from third parties may be refused and returned.</li>' +
          '<li>Keep the receipt or reference number of your payment until the deposit shows in your wallet.</li>' +
          '</ol>' +
          '<p>Your balance is shown at the top of the page; tap it to refresh. If a deposit has not arrived within the time stated for its method, contact customer service with your username, the amount, the time and the reference number.</p>' +
          '<p>Trial (free-play) accounts cannot deposit. Register a real account first.</p>',
        '<p>登录后，请通过<strong>会员中心 → 存款</strong>进行存款。</p>' +
          '<ol>' +
          '<li>选择支付方式，并按照该方式显示的说明操作。</li>' +
          '<li>请使用您本人名下的账户付款。第三方付款可能会被拒绝并退回。</li>' +
          '<li>请保留付款收据或参考编号，直到存款显示在您的钱包中。</li>' +
          '</ol>' +
          '<p>您的余额显示在页面顶部，点击即可刷新。如果在该支付方式所注明的时间内仍未到账，请联系客服并提供您的用户名、金额、时间和参考编号。</p>' +
          '<p>试玩（免费游戏）账户不能存款。请先注册真实账户。</p>',
      ),
    },
    {
      tag: 'withdraw',
      title: text('Pengeluaran', 'Withdrawals', '取款'),
      content: text(
        '<p>Buat pengeluaran melalui <strong>Pusat ahli → Pengeluaran</strong>.</p>' +
          '<ul>' +
          '<li>Pengeluaran hanya dibayar ke akaun bank atas nama yang didaftarkan sebagai nama penerima anda.</li>' +
          '<li>Jika akaun anda mempunyai kata laluan pembayaran, anda akan diminta memasukkannya.</li>' +
          '<li>Sesetengah deposit dan bonus mempunyai syarat pusing ganti yang perlu dipenuhi sebelum pengeluaran; pusat ahli menunjukkan baki yang masih perlu dipenuhi.</li>' +
          '<li>Kami mungkin meminta pengesahan identiti sebelum pengeluaran pertama atau pengeluaran yang besar. Ini untuk melindungi wang anda.</li>' +
          '</ul>' +
          '<p>Ikuti setiap permohonan dalam <strong>Rekod akaun</strong>. Permohonan yang ditolak dikembalikan ke dompet anda bersama sebabnya.</p>',
        '<p>Withdraw from <strong>Member centre → Withdrawal</strong>.</p>' +
          '<ul>' +
          '<li>Withdrawals are paid only to a bank account in the name registered as your payee name.</li>' +
          '<li>If your account has a payment password, you will be asked for it.</li>' +
          '<li>Some deposits and bonuses carry a turnover requirement that must be met before you withdraw; the member centre shows what remains.</li>' +
          '<li>We may ask you to verify your identity before a first or a large withdrawal. This protects your money.</li>' +
          '</ul>' +
          '<p>Follow each request in <strong>Account record</strong>. A request that is rejected goes back to your wallet with the reason.</p>',
        '<p>请通过<strong>会员中心 → 取款</strong>申请取款。</p>' +
          '<ul>' +
          '<li>取款只会支付到以您注册的收款人姓名开立的银行账户。</li>' +
          '<li>如果您的账户设置了支付密码，系统会要求您输入。</li>' +
          '<li>部分存款和红利附有流水要求，须先达成才能取款；会员中心会显示尚需完成的部分。</li>' +
          '<li>首次取款或大额取款前，我们可能会要求核实您的身份，以保护您的资金。</li>' +
          '</ul>' +
          '<p>您可以在<strong>账户记录</strong>中查看每笔申请。被拒绝的申请会连同原因退回到您的钱包。</p>',
      ),
    },
    {
      tag: 'account-security',
      title: text('Keselamatan akaun', 'Account security', '账户安全'),
      content: text(
        '<ul>' +
          '<li>Gunakan kata laluan yang tidak digunakan di tempat lain, dengan gabungan huruf dan nombor. Tukar kata laluan di <strong>Pusat ahli → Akaun saya</strong>.</li>' +
          '<li>Jangan sekali-kali berkongsi kata laluan, kata laluan pembayaran atau kod SMS anda dengan sesiapa. Kakitangan kami tidak akan memintanya.</li>' +
          '<li>Log masuk hanya di alamat rasmi kami. Tandakan alamat tersebut dan jangan ikut pautan dalam mesej yang tidak diminta.</li>' +
          '<li>Log keluar selepas bermain pada peranti yang dikongsi, dan jangan biarkan pelayar mengingati kata laluan anda di situ.</li>' +
          '<li>Pastikan nombor telefon bimbit dan e-mel anda terkini: ia digunakan untuk memulihkan akaun anda.</li>' +
          '<li>Jika anda melihat aktiviti yang tidak dikenali, tukar kata laluan dengan segera dan hubungi khidmat pelanggan.</li>' +
          '</ul>' +
          '<p>Untuk perlindungan anda, kod pengesahan diminta selepas log masuk yang gagal.</p>',
        '<ul>' +
          '<li>Use a password you use nowhere else, with both letters and numbers. Change it in <strong>Member centre → My account</strong>.</li>' +
          '<li>Never share your password, payment password or SMS code with anyone. Our staff will never ask for them.</li>' +
          '<li>Log in only at our official addresses. Bookmark them, and do not follow links in messages you did not expect.</li>' +
          '<li>Log out after playing on a shared device, and do not let the browser remember your password there.</li>' +
          '<li>Keep your mobile number and e-mail address up to date: they are how you recover your account.</li>' +
          '<li>If you see activity you do not recognise, change your password at once and contact customer service.</li>' +
          '</ul>' +
          '<p>For your protection, a verification code is asked after a failed login.</p>',
        '<ul>' +
          '<li>请使用未在其他地方使用过、同时包含字母和数字的密码。可在<strong>会员中心 → 我的账户</strong>中修改密码。</li>' +
          '<li>切勿向任何人透露您的密码、支付密码或短信验证码。我们的工作人员绝不会向您索取。</li>' +
          '<li>只在我们的官方网址登录。请将其加入书签，不要点击陌生信息中的链接。</li>' +
          '<li>在共用设备上游戏后请退出登录，并且不要让浏览器在该设备上记住您的密码。</li>' +
          '<li>请保持手机号码和电子邮箱为最新：它们是您找回账户的途径。</li>' +
          '<li>如发现任何不明活动，请立即修改密码并联系客服。</li>' +
          '</ul>' +
          '<p>为保护您的账户，登录失败后系统会要求输入验证码。</p>',
      ),
    },
    {
      tag: 'responsible-gaming',
      title: text('Permainan bertanggungjawab', 'Responsible gaming', '负责任博彩'),
      content: text(
        '<p>Permainan sepatutnya menjadi hiburan, bukan cara untuk mencari wang atau melarikan diri daripada masalah.</p>' +
          '<ul>' +
          '<li>Hanya pemain berumur 18 tahun ke atas boleh membuka akaun.</li>' +
          '<li>Tetapkan had masa dan wang sebelum bermain, dan berhenti apabila had itu dicapai.</li>' +
          '<li>Jangan cuba mengejar kekalahan, dan jangan bermain dengan wang untuk sewa, bil atau keluarga.</li>' +
          '<li>Berehat dengan kerap, dan jangan bermain ketika marah, letih atau selepas minum alkohol.</li>' +
          '<li>Jangan kongsi akaun anda, dan jauhkan peranti anda daripada kanak-kanak.</li>' +
          '</ul>' +
          '<p>Tanda amaran: berbelanja lebih daripada yang dirancang, meminjam untuk bermain, menyembunyikan permainan daripada keluarga, atau rasa gelisah apabila tidak bermain. Jika ini biasa bagi anda, bercakaplah dengan orang yang anda percayai dan hubungi khidmat pelanggan: kami boleh menutup atau menggantung akaun anda untuk tempoh yang anda pilih.</p>',
        '<p>Gaming should be entertainment, never a way to make money or to escape problems.</p>' +
          '<ul>' +
          '<li>Only players aged 18 or over may open an account.</li>' +
          '<li>Decide before you play how much time and money you will spend, and stop when you reach it.</li>' +
          '<li>Never chase losses, and never play with money meant for rent, bills or your family.</li>' +
          '<li>Take regular breaks, and do not play when upset, tired or after drinking.</li>' +
          '<li>Keep your account to yourself and your devices out of the reach of children.</li>' +
          '</ul>' +
          '<p>Warning signs: spending more than you planned, borrowing to play, hiding your play from family, or feeling restless when you are not playing. If this sounds familiar, talk to someone you trust and contact customer service: we can close or suspend your account for a period you choose.</p>',
        '<p>游戏应当是一种娱乐，而不是赚钱或逃避问题的方式。</p>' +
          '<ul>' +
          '<li>只有年满 18 岁的玩家才能开设账户。</li>' +
          '<li>游戏前先决定要花多少时间和金钱，达到上限就停止。</li>' +
          '<li>切勿试图追回输掉的钱，也不要用房租、账单或家庭开支的钱来游戏。</li>' +
          '<li>定时休息；情绪低落、疲倦或饮酒后不要游戏。</li>' +
          '<li>不要与他人共用账户，并让您的设备远离未成年人。</li>' +
          '</ul>' +
          '<p>警示信号：花费超出计划、借钱游戏、向家人隐瞒游戏情况，或不玩时感到焦躁不安。如果您有这些情况，请与您信任的人倾谈并联系客服：我们可以在您选择的期限内关闭或暂停您的账户。</p>',
      ),
    },
    {
      tag: 'terms',
      title: text('Terma dan syarat', 'Terms and conditions', '条款与条件'),
      content: text(
        '<p>Dengan membuka akaun, anda bersetuju dengan terma ini.</p>' +
          '<ol>' +
          '<li><strong>Kelayakan.</strong> Anda mestilah berumur 18 tahun ke atas (atau umur sah di negara anda jika lebih tinggi) dan dibenarkan oleh undang-undang tempat anda tinggal untuk menggunakan laman ini. Akses dari sesetengah wilayah adalah terhad.</li>' +
          '<li><strong>Satu akaun.</strong> Satu akaun bagi setiap orang. Maklumat yang anda berikan mestilah benar dan milik anda sendiri.</li>' +
          '<li><strong>Akaun anda.</strong> Anda bertanggungjawab merahsiakan butiran log masuk anda dan atas semua aktiviti di bawah akaun anda.</li>' +
          '<li><strong>Permainan adil.</strong> Penggunaan perisian automatik, pakatan, penyalahgunaan ralat atau sebarang penipuan adalah dilarang. Pertaruhan dan kemenangan yang diperoleh dengan cara ini boleh dibatalkan dan akaun ditutup.</li>' +
          '<li><strong>Pembayaran.</strong> Deposit dan pengeluaran mesti menggunakan akaun atas nama anda sendiri. Kami boleh meminta bukti identiti.</li>' +
          '<li><strong>Gangguan teknikal.</strong> Jika permainan terganggu, pusingan yang terjejas akan disambung semula atau dibatalkan dan taruhan dikembalikan.</li>' +
          '<li><strong>Promosi.</strong> Setiap promosi mempunyai peraturannya sendiri yang terpakai bersama terma ini.</li>' +
          '<li><strong>Perubahan.</strong> Kami boleh mengemas kini terma ini. Versi terkini sentiasa di sini, dan perubahan penting akan diumumkan.</li>' +
          '</ol>',
        '<p>By opening an account you agree to these terms.</p>' +
          '<ol>' +
          '<li><strong>Eligibility.</strong> You must be 18 or older (or the legal age in your country, if higher) and allowed by the law where you live to use this site. Access from some regions is restricted.</li>' +
          '<li><strong>One account.</strong> One account per person. The details you give must be true and your own.</li>' +
          '<li><strong>Your account.</strong> You are responsible for keeping your login details secret and for all activity under your account.</li>' +
          '<li><strong>Fair play.</strong> Robots, collusion, exploiting errors and any fraud are forbidden. Bets and winnings obtained this way may be voided and the account closed.</li>' +
          '<li><strong>Payments.</strong> Deposits and withdrawals must use accounts in your own name. We may ask for proof of identity.</li>' +
          '<li><strong>Interruptions.</strong> If a game is interrupted, the affected round is resumed or voided and the stake returned.</li>' +
          '<li><strong>Promotions.</strong> Each promotion has its own rules, which apply together with these terms.</li>' +
          '<li><strong>Changes.</strong> We may update these terms. The current version is always here, and important changes are announced.</li>' +
          '</ol>',
        '<p>开设账户即表示您同意以下条款。</p>' +
          '<ol>' +
          '<li><strong>资格。</strong>您必须年满 18 岁（如您所在国家的法定年龄更高，则以其为准），并且您居住地的法律允许您使用本网站。部分地区的访问受到限制。</li>' +
          '<li><strong>一人一户。</strong>每人只能拥有一个账户。您提供的资料必须真实且属于您本人。</li>' +
          '<li><strong>您的账户。</strong>您有责任对登录资料保密，并对账户下的所有活动负责。</li>' +
          '<li><strong>公平游戏。</strong>禁止使用机器人程序、串通、利用系统错误或任何欺诈行为。以此方式获得的投注和奖金可被作废，账户可被关闭。</li>' +
          '<li><strong>支付。</strong>存款和取款必须使用您本人名下的账户。我们可能要求提供身份证明。</li>' +
          '<li><strong>中断。</strong>如游戏中断，受影响的局将会继续或作废并退还投注。</li>' +
          '<li><strong>优惠活动。</strong>每项优惠活动均有其自身规则，并与本条款一并适用。</li>' +
          '<li><strong>变更。</strong>我们可能更新本条款。最新版本始终在此，重要变更将会公告。</li>' +
          '</ol>',
      ),
    },
    {
      tag: 'privacy',
      title: text('Dasar privasi', 'Privacy policy', '隐私政策'),
      content: text(
        '<p>Kami hanya mengumpul apa yang diperlukan untuk mengendalikan akaun anda dan memastikannya selamat.</p>' +
          '<ul>' +
          '<li><strong>Apa yang kami simpan:</strong> nama pengguna, nama penerima, nombor telefon bimbit, e-mel dan tarikh lahir jika anda memberikannya; sejarah log masuk bersama alamat IP; transaksi dan rekod permainan anda.</li>' +
          '<li><strong>Mengapa:</strong> untuk membuka dan melindungi akaun anda, memproses pembayaran, mematuhi kewajipan undang-undang, mencegah penipuan, menguatkuasakan sekatan wilayah dan menjawab permintaan anda.</li>' +
          '<li><strong>Kata laluan</strong> disimpan dalam bentuk yang tidak boleh dibaca semula, walaupun oleh kakitangan kami.</li>' +
          '<li><strong>Perkongsian:</strong> kami tidak menjual data anda. Data hanya dikongsi dengan penyedia pembayaran, SMS dan e-mel setakat yang perlu untuk melayani anda, atau apabila dikehendaki oleh undang-undang.</li>' +
          '<li><strong>Kuki dan storan:</strong> laman ini menyimpan pilihan bahasa dan sesi log masuk dalam pelayar anda, serta kuki yang mengikat kod pengesahan kepada pelayar anda. Kami tidak menggunakan kuki pengiklanan.</li>' +
          '<li><strong>Pilihan anda:</strong> anda boleh melihat dan mengemas kini butiran anda di pusat ahli, dan meminta salinan data anda atau penutupan akaun melalui khidmat pelanggan.</li>' +
          '</ul>',
        '<p>We collect only what we need to run your account and keep it safe.</p>' +
          '<ul>' +
          '<li><strong>What we keep:</strong> your username, payee name, mobile number, e-mail address and birthday when you give them; your login history with IP addresses; your transactions and game records.</li>' +
          '<li><strong>Why:</strong> to open and protect your account, process payments, meet legal duties, prevent fraud, apply regional restrictions and answer your requests.</li>' +
          '<li><strong>Passwords</strong> are stored only in a form that cannot be read back, not even by our staff.</li>' +
          '<li><strong>Sharing:</strong> we do not sell your data. We share it only with payment, SMS and e-mail providers as far as needed to serve you, or when the law requires it.</li>' +
          '<li><strong>Cookies and storage:</strong> the site keeps your language choice and login session in your browser, and a cookie that ties the verification code to your browser. We use no advertising cookies.</li>' +
          '<li><strong>Your choices:</strong> you can see and update your details in the member centre, and ask customer service for a copy of your data or to close your account.</li>' +
          '</ul>',
        '<p>我们只收集运营和保护您的账户所需的资料。</p>' +
          '<ul>' +
          '<li><strong>我们保存的资料：</strong>您提供的用户名、收款人姓名、手机号码、电子邮箱和生日；您的登录记录及 IP 地址；您的交易和游戏记录。</li>' +
          '<li><strong>用途：</strong>开设和保护您的账户、处理付款、履行法律义务、防范欺诈、执行地区限制以及回复您的请求。</li>' +
          '<li><strong>密码</strong>以无法还原的形式保存，即使我们的工作人员也无法读取。</li>' +
          '<li><strong>共享：</strong>我们不会出售您的资料。仅在为您提供服务所必需的范围内与支付、短信和电子邮件服务商共享，或在法律要求时提供。</li>' +
          '<li><strong>Cookie 与存储：</strong>本网站会在您的浏览器中保存您的语言选择和登录状态，以及一个将验证码与您的浏览器绑定的 Cookie。我们不使用广告 Cookie。</li>' +
          '<li><strong>您的选择：</strong>您可以在会员中心查看和更新您的资料，也可以通过客服索取资料副本或申请关闭账户。</li>' +
          '</ul>',
      ),
    },
    {
      tag: 'contact',
      title: text('Hubungi kami', 'Contact us', '联系我们'),
      content: text(
        '<p>Pasukan khidmat pelanggan kami sedia membantu.</p>' +
          '<ul>' +
          '<li><strong>Sembang langsung:</strong> buka sembang dari menu khidmat pelanggan di bar sisi, jika tersedia.</li>' +
          '<li><strong>Maklum balas:</strong> hantar soalan atau cadangan melalui halaman maklum balas; kami membalas dalam mesej platform anda.</li>' +
          '</ul>' +
          '<p>Supaya kami dapat membantu dengan cepat, nyatakan nama pengguna anda dan penerangan ringkas; untuk urusan pembayaran, sertakan jumlah, masa dan nombor rujukan. Kami tidak akan sekali-kali meminta kata laluan, kata laluan pembayaran atau kod SMS anda.</p>',
        '<p>Our customer service team is here to help.</p>' +
          '<ul>' +
          '<li><strong>Live chat:</strong> open the chat from the customer-service menu on the side bar, where available.</li>' +
          '<li><strong>Feedback:</strong> send a question or a suggestion from the feedback page; we reply in your platform messages.</li>' +
          '</ul>' +
          '<p>To help us answer quickly, give your username and a short description; for a payment, add the amount, the time and the reference number. We will never ask for your password, payment password or SMS code.</p>',
        '<p>我们的客服团队随时为您提供帮助。</p>' +
          '<ul>' +
          '<li><strong>在线客服：</strong>如有提供，可从侧边栏的客服菜单打开在线聊天。</li>' +
          '<li><strong>意见反馈：</strong>在反馈页面提交问题或建议，我们会通过平台消息回复您。</li>' +
          '</ul>' +
          '<p>为了更快地帮助您，请提供您的用户名和简要说明；如涉及付款，请附上金额、时间和参考编号。我们绝不会索取您的密码、支付密码或短信验证码。</p>',
      ),
    },
  ];
}

/**
 * Banners and notices of the demo brand, in the three languages: three banners (our own art in
 * apps/web/public/banners, without words, so one picture serves every language), eight player notices (two
 * pages of the announcement dialog at seven a page), a popup and a headline. No promotion is invented.
 */
export function demoAnnouncements(): DemoAnnouncement[] {
  return [
    {
      type: 'B',
      title: text('Selamat datang ke Gemilang', 'Welcome to Gemilang', '欢迎来到 Gemilang'),
      content: text(
        '<p>Loteri, kasino langsung, slot, sukan dan banyak lagi, dalam Bahasa Melayu, English dan 中文.</p>',
        '<p>Lottery, live casino, slots, sports and more, in Bahasa Melayu, English and 中文.</p>',
        '<p>彩票、真人娱乐、老虎机、体育等精彩内容，支持 Bahasa Melayu、English 和中文。</p>',
      ),
      imageUrl: '/banners/welcome.svg',
      linkUrl: '/help#register',
    },
    {
      type: 'B',
      title: text('Bermain secara bertanggungjawab', 'Play responsibly', '理性游戏'),
      content: text(
        '<p>Tetapkan had masa dan wang anda. Hanya untuk 18 tahun ke atas.</p>',
        '<p>Set your limits for time and money. For adults 18+ only.</p>',
        '<p>为时间和金钱设定上限。仅限 18 岁以上成年人。</p>',
      ),
      imageUrl: '/banners/responsible-gaming.svg',
      linkUrl: '/help#responsible-gaming',
    },
    {
      type: 'B',
      title: text('Akaun anda, kunci anda', 'Your account, your key', '您的账户，由您守护'),
      content: text(
        '<p>Kakitangan kami tidak akan meminta kata laluan atau kod SMS anda.</p>',
        '<p>Our staff will never ask for your password or SMS code.</p>',
        '<p>我们的工作人员绝不会索取您的密码或短信验证码。</p>',
      ),
      imageUrl: '/banners/account-security.svg',
      linkUrl: '/help#account-security',
    },
    {
      type: 'PL',
      title: text('Selamat datang ke Gemilang', 'Welcome to Gemilang', '欢迎来到 Gemilang'),
      content: text(
        '<p>Terima kasih kerana menyertai kami. Laman ini tersedia dalam Bahasa Melayu, English dan 中文; tukar bahasa di bahagian atas halaman pada bila-bila masa.</p>' +
          '<p>Pusat ahli menyimpan akaun, dompet dan rekod anda di satu tempat. Jika anda memerlukan bantuan, buka <strong>Pusat bantuan</strong> di bahagian bawah halaman.</p>',
        '<p>Thank you for joining us. The site is available in Bahasa Melayu, English and 中文; switch language at the top of the page at any time.</p>' +
          '<p>The member centre keeps your account, wallet and records in one place. If you need help, open the <strong>Help centre</strong> at the foot of the page.</p>',
        '<p>感谢您的加入。本网站提供 Bahasa Melayu、English 和中文版本，您可以随时在页面顶部切换语言。</p>' +
          '<p>会员中心集中管理您的账户、钱包和记录。如需帮助，请打开页面底部的<strong>帮助中心</strong>。</p>',
      ),
    },
    {
      type: 'PL',
      title: text('Notis penyelenggaraan sistem', 'System maintenance notices', '系统维护公告'),
      content: text(
        '<p>Untuk memastikan laman ini pantas dan selamat, kami menjalankan penyelenggaraan dari semasa ke semasa. Tempoh penyelenggaraan yang dirancang akan diumumkan di sini terlebih dahulu.</p>' +
          '<p>Semasa penyelenggaraan, laman ini memaparkan notis bersama masa tamat yang dijangka. Baki dan rekod anda tidak terjejas. Terima kasih atas kesabaran anda.</p>',
        '<p>To keep the site fast and safe we carry out maintenance from time to time. Planned maintenance windows are announced here in advance.</p>' +
          '<p>During maintenance the site shows a notice with the expected end time. Your balance and records are not affected. Thank you for your patience.</p>',
        '<p>为保持网站快速安全，我们会不定期进行系统维护。计划中的维护时段会提前在此公告。</p>' +
          '<p>维护期间，网站会显示公告及预计结束时间。您的余额和记录不受影响。感谢您的耐心。</p>',
      ),
    },
    {
      type: 'PL',
      title: text('Lindungi akaun anda', 'Protect your account', '保护您的账户'),
      content: text(
        '<p>Kakitangan kami <strong>tidak akan sekali-kali</strong> meminta kata laluan, kata laluan pembayaran atau kod SMS anda, sama ada melalui telefon, sembang atau e-mel.</p>' +
          '<p>Gunakan kata laluan yang unik, log keluar pada peranti yang dikongsi, dan tukar kata laluan dengan segera jika anda mengesyaki sesuatu yang tidak kena.</p>',
        '<p>Our staff will <strong>never</strong> ask for your password, payment password or SMS code, whether by phone, chat or e-mail.</p>' +
          '<p>Use a password unique to this site, log out on shared devices, and change your password at once if anything seems wrong.</p>',
        '<p>我们的工作人员<strong>绝不会</strong>通过电话、聊天或电子邮件索取您的密码、支付密码或短信验证码。</p>' +
          '<p>请为本网站使用独立的密码，在共用设备上记得退出登录；如发现异常，请立即修改密码。</p>',
      ),
    },
    {
      type: 'PL',
      title: text('Awas laman palsu', 'Beware of fake sites', '谨防假冒网站'),
      content: text(
        '<p>Laman palsu boleh meniru rupa kami untuk mencuri butiran log masuk. Sentiasa semak alamat dalam pelayar sebelum log masuk, dan gunakan penanda buku untuk kembali ke alamat rasmi.</p>' +
          '<p>Jangan log masuk melalui pautan dalam SMS atau mesej yang tidak diminta. Jika ragu-ragu, hubungi khidmat pelanggan.</p>',
        '<p>Fake sites can copy our look to steal login details. Always check the address in your browser before you log in, and use a bookmark to come back to the official address.</p>' +
          '<p>Do not log in through links in SMS or messages you did not expect. When in doubt, contact customer service.</p>',
        '<p>假冒网站可能模仿我们的外观来窃取登录资料。登录前请务必核对浏览器中的网址，并使用书签返回官方网址。</p>' +
          '<p>请勿通过陌生短信或信息中的链接登录。如有疑问，请联系客服。</p>',
      ),
    },
    {
      type: 'PL',
      title: text('Main secara bertanggungjawab', 'Play responsibly', '理性游戏'),
      content: text(
        '<p>Permainan adalah untuk hiburan. Tetapkan had masa dan wang sebelum bermain, berehat dengan kerap, dan jangan kejar kekalahan.</p>' +
          '<p>Jika permainan tidak lagi menyeronokkan, hubungi khidmat pelanggan. Kami boleh menggantung atau menutup akaun anda untuk tempoh yang anda pilih.</p>',
        '<p>Gaming is for fun. Set limits for time and money before you play, take regular breaks, and never chase losses.</p>' +
          '<p>If gaming stops being fun, contact customer service. We can suspend or close your account for a period you choose.</p>',
        '<p>游戏是为了娱乐。游戏前请设定时间和金钱上限，定时休息，切勿追回损失。</p>' +
          '<p>如果游戏不再有趣，请联系客服。我们可以在您选择的期限内暂停或关闭您的账户。</p>',
      ),
    },
    {
      type: 'PL',
      title: text('Kemas kini butiran hubungan anda', 'Keep your contact details up to date', '请更新您的联系资料'),
      content: text(
        '<p>Nombor telefon bimbit dan e-mel anda digunakan untuk menghantar kod pengesahan dan memulihkan akaun jika anda terlupa kata laluan.</p>' +
          '<p>Semak butiran ini di <strong>Pusat ahli → Akaun saya</strong> supaya anda tidak terkunci di luar akaun.</p>',
        '<p>Your mobile number and e-mail address are used to send verification codes and to recover your account if you forget your password.</p>' +
          '<p>Check them in <strong>Member centre → My account</strong> so you are never locked out.</p>',
        '<p>您的手机号码和电子邮箱用于接收验证码，以及在忘记密码时找回账户。</p>' +
          '<p>请在<strong>会员中心 → 我的账户</strong>中核对这些资料，以免无法登录。</p>',
      ),
    },
    {
      type: 'PL',
      title: text(
        'Pengeluaran ke akaun atas nama anda',
        'Withdrawals go to an account in your name',
        '取款只付至本人名下账户',
      ),
      content: text(
        '<p>Untuk melindungi wang anda, pengeluaran hanya dibayar ke akaun bank atas nama penerima yang didaftarkan pada akaun anda.</p>' +
          '<p>Pastikan nama penerima anda sama seperti dalam akaun bank anda. Untuk membetulkannya, hubungi khidmat pelanggan.</p>',
        '<p>To protect your money, withdrawals are paid only to a bank account in the payee name registered on your account.</p>' +
          '<p>Make sure your payee name is written exactly as on your bank account. To correct it, contact customer service.</p>',
        '<p>为保护您的资金，取款只会支付到以您账户注册的收款人姓名开立的银行账户。</p>' +
          '<p>请确保收款人姓名与银行账户上的姓名完全一致。如需更正，请联系客服。</p>',
      ),
    },
    {
      type: 'PL',
      title: text('Kami mengutamakan privasi anda', 'We respect your privacy', '我们重视您的隐私'),
      content: text(
        '<p>Kami hanya menyimpan data yang diperlukan untuk mengendalikan dan melindungi akaun anda, dan kami tidak menjual data anda. Kata laluan disimpan dalam bentuk yang tidak boleh dibaca semula.</p>' +
          '<p>Baca butirannya dalam <strong>Dasar privasi</strong> di pusat bantuan.</p>',
        '<p>We keep only the data needed to run and protect your account, and we never sell it. Passwords are stored in a form that cannot be read back.</p>' +
          '<p>Read the details in the <strong>Privacy policy</strong> in the help centre.</p>',
        '<p>我们只保存运营和保护您的账户所需的资料，并且绝不出售。密码以无法还原的形式保存。</p>' +
          '<p>详情请参阅帮助中心的<strong>隐私政策</strong>。</p>',
      ),
    },
    {
      type: 'PL',
      title: text('Perlukan bantuan?', 'Need help?', '需要帮助？'),
      content: text(
        '<p>Pusat bantuan menerangkan cara mendaftar, deposit, pengeluaran dan keselamatan akaun. Buka dari pautan di bahagian bawah mana-mana halaman.</p>' +
          '<p>Masih ada soalan? Khidmat pelanggan kami sedia membantu. Nyatakan nama pengguna anda, tetapi jangan sekali-kali kata laluan anda.</p>',
        '<p>The help centre explains registration, deposits, withdrawals and account security. Open it from the links at the foot of any page.</p>' +
          '<p>Still have a question? Our customer service is here to help. Give your username, but never your password.</p>',
        '<p>帮助中心介绍了注册、存款、取款和账户安全等内容，可从任意页面底部的链接打开。</p>' +
          '<p>还有疑问？我们的客服随时为您服务。请提供您的用户名，但切勿提供密码。</p>',
      ),
    },
    {
      type: 'PU',
      title: text('Selamat datang!', 'Welcome!', '欢迎！'),
      content: text(
        '<p>Laman ini hanya untuk mereka yang berumur <strong>18 tahun ke atas</strong>. Sila bermain secara bertanggungjawab.</p>' +
          '<p>Ingat: kakitangan kami tidak akan meminta kata laluan atau kod SMS anda.</p>',
        '<p>This site is for adults aged <strong>18 and over</strong> only. Please play responsibly.</p>' +
          '<p>Remember: our staff will never ask for your password or SMS code.</p>',
        '<p>本网站仅供<strong>年满 18 岁</strong>的成年人使用。请理性游戏。</p>' +
          '<p>请记住：我们的工作人员绝不会索取您的密码或短信验证码。</p>',
      ),
    },
    {
      type: 'H',
      title: text('Selamat datang ke Gemilang', 'Welcome to Gemilang', '欢迎来到 Gemilang'),
      content: text(
        'Selamat datang ke Gemilang. Hanya untuk 18 tahun ke atas: bermain secara bertanggungjawab. Kakitangan kami tidak akan meminta kata laluan atau kod SMS anda.',
        'Welcome to Gemilang. For adults 18+ only: play responsibly. Our staff will never ask for your password or SMS code.',
        '欢迎来到 Gemilang。仅限 18 岁以上成年人，请理性游戏。我们的工作人员绝不会索取您的密码或短信验证码。',
      ),
    },
    {
      type: 'A',
      title: text('Kontrak gaji dan dividen', 'Wage and dividend contracts', '工资与分红合约'),
      content: text(
        '<p>Tawarkan kontrak gaji harian, gaji mengikut jam, gaji masa nyata atau dividen kepada ejen bawahan langsung anda dari <strong>Pusat ejen</strong>. Kadar mereka tidak boleh melebihi kadar kontrak anda sendiri.</p>' +
          '<p>Gaji dibayar secara automatik daripada dompet anda kepada dompet mereka selepas setiap tempoh; semak <strong>Pendapatan saya</strong> untuk yang diterima dan dibayar.</p>',
        "<p>Offer your direct downline agents a daily wage, hourly wage, real-time wage or dividend contract from the <strong>Agent centre</strong>. Their rate can never exceed your own contract's.</p>" +
          '<p>Wages are paid automatically from your wallet to theirs after each period; see <strong>My income</strong> for what you received and paid.</p>',
        '<p>您可以在<strong>代理中心</strong>向直属下级代理提供日工资、时薪、实时工资或分红合约。他们的比例不能高于您自己的合约。</p>' +
          '<p>每个周期结束后，工资会自动从您的钱包付到他们的钱包；在<strong>我的收入</strong>中查看已收与已付。</p>',
      ),
    },
    {
      type: 'A',
      title: text('Membuka akaun untuk pasukan anda', 'Opening accounts for your team', '为团队开设账号'),
      content: text(
        '<p>Gunakan <strong>Pusat pendaftaran</strong> untuk membuka akaun ahli atau ejen terus di bawah anda, atau kongsi pautan jemputan anda. Akaun baharu mesti menukar kata laluan pada log masuk pertama.</p>',
        '<p>Use the <strong>Register centre</strong> to open member or agent accounts directly under you, or share your invitation link. New accounts must change their password at first sign-in.</p>',
        '<p>使用<strong>注册中心</strong>直接在您名下开设会员或代理账号，或分享您的邀请链接。新账号首次登录时必须修改密码。</p>',
      ),
    },
  ];
}
