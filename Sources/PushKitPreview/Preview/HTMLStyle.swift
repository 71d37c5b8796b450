/// The style sheet of the HTML preview: a lock-screen wallpaper, iOS-like
/// notifications and phone-sized pages. It holds no payload text.
///
/// Fonts: the Apple, Windows, Android and desktop Linux faces first, then those a Debian or
/// Ubuntu server has (Liberation, DejaVu) and the generic family, and the emoji fonts last, so
/// that no letter, digit or space is ever drawn from an emoji font (Noto Color Emoji has
/// glyphs for all of them). Layout: nothing has a fixed height that text could overflow (a
/// page grows with its text, the phone with its page), every payload text wraps anywhere,
/// and below 560 px the details under a banner's phone instead of beside it.
/// `.ci/check_browser.py` holds the page to this in headless Chromium.
enum HTMLStyle {
    static let sheet = """
        *{box-sizing:border-box}
        html{background:#1b1f3a}
        body{margin:0;color:#fff;overflow-wrap:anywhere;
        font:15px/1.32 -apple-system,BlinkMacSystemFont,"SF Pro Text","Helvetica Neue","Segoe UI",Roboto,\
        "Noto Sans",Ubuntu,Cantarell,"Liberation Sans","DejaVu Sans",Arial,"Noto Sans CJK JP",sans-serif,\
        "Apple Color Emoji","Noto Color Emoji","Segoe UI Emoji";
        background:radial-gradient(120% 80% at 15% 0%,#5c6bc0 0%,rgba(92,107,192,0) 60%),
        radial-gradient(90% 70% at 100% 30%,#d1627d 0%,rgba(209,98,125,0) 60%),
        linear-gradient(170deg,#27305e 0%,#3b2a5c 50%,#6b2f4f 100%)}
        main{padding:22px 28px 36px}
        .top h1{margin:0;font-size:20px;font-weight:700;letter-spacing:-.01em}
        .summary{margin:2px 0 0;font-size:13px;opacity:.75}
        h2{margin:26px 0 10px;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.08em;\
        opacity:.8}
        h3{margin:16px 0 8px;font-size:13px;font-weight:600}
        h3 span{font-weight:400;opacity:.75}
        .row{display:flex;flex-wrap:wrap;gap:22px;align-items:flex-start}
        figure{margin:0;min-width:0;max-width:100%}
        figcaption{font-size:12px;opacity:.75;margin:0 0 6px 4px}
        code{font:12px/1.3 ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono","Liberation Mono",monospace,\
        "Apple Color Emoji","Noto Color Emoji";background:rgba(255,255,255,.12);
        padding:1px 4px;border-radius:4px;white-space:pre-wrap}
        a{color:#9ecbff}
        .sentence,.note,.caveat{max-width:760px;margin:14px 0;padding:12px 16px;border-radius:14px;
        background:rgba(255,255,255,.14)}
        .note{margin:8px 0;padding:8px 12px;font-size:13px}
        .caveat{margin:12px 0 0;padding:8px 12px;font-size:12.5px;background:rgba(0,0,0,.22);\
        border-left:3px solid #ffd479;border-radius:6px}
        .view{width:360px}
        .card{background:rgba(246,246,248,.86);color:#000;border-radius:22px;padding:12px 14px 13px;
        box-shadow:0 10px 30px rgba(0,0,0,.28);backdrop-filter:blur(24px) saturate(1.5);overflow:hidden}
        .head{display:flex;align-items:center;gap:7px;font-size:12.5px;color:rgba(60,60,67,.7);margin-bottom:4px}
        .icon{flex:none;width:20px;height:20px;border-radius:5px;
        background:linear-gradient(135deg,#58a6ff 0%,#6e5bff 60%,#b14bff 100%)}
        .app{flex:1;min-width:0;text-transform:uppercase;letter-spacing:.03em;white-space:nowrap;overflow:hidden;
        text-overflow:ellipsis}
        .time{flex:none}
        .content{display:flex;gap:10px;align-items:flex-start}
        .content>div:first-child{flex:1;min-width:0}
        .level{font-size:11.5px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:#c4002b}
        .title,.subtitle{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .subtitle{font-weight:500}
        .body{white-space:pre-line;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;\
        overflow:hidden}
        .expanded .title,.expanded .subtitle{white-space:pre-line}
        .expanded .body{display:block;-webkit-line-clamp:none}
        .thumb{flex:none;width:42px;height:42px;border-radius:8px;position:relative;overflow:hidden;margin-top:2px;
        background:linear-gradient(135deg,#c9ccd6,#e7e8ee)}
        .media,.page-image{position:relative;overflow:hidden;background:linear-gradient(135deg,#c9ccd6,#e9eaf0)}
        .expanded>.media,.expanded>.slide{margin:-12px -14px 10px;width:auto}
        .media{aspect-ratio:2/1;width:100%}
        .ph{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;
        padding:10px 14px;text-align:center;font-size:11px;color:#4f5263;overflow:hidden;
        background:repeating-linear-gradient(135deg,rgba(255,255,255,.35) 0 8px,rgba(255,255,255,0) 8px 16px);
        outline:1.5px dashed rgba(79,82,99,.45);outline-offset:-6px}
        .ph::before{content:"";flex:none;width:44px;height:34px;margin-bottom:6px;border:2px solid #7c8196;\
        border-radius:5px;
        background:radial-gradient(circle at 74% 30%,#7c8196 0 3.5px,transparent 4px),
        conic-gradient(from 135deg at 36% 50%,#7c8196 90deg,transparent 0),
        conic-gradient(from 135deg at 72% 66%,#9da1b3 90deg,transparent 0)}
        .ph b{font-size:12px;text-transform:uppercase;letter-spacing:.06em;margin-bottom:3px}
        .thumb .ph{font-size:0;padding:0;outline:0}
        .thumb .ph b{display:none}
        .thumb .ph::before{width:26px;height:20px;margin:0;border-width:1.5px;border-radius:3px}
        .media img,.thumb img,.page-image img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
        .media img::before,.thumb img::before,.page-image img::before{content:"";position:absolute;inset:0;
        background:linear-gradient(135deg,#c9ccd6,#e9eaf0)}
        .media img::after,.page-image img::after{content:attr(alt);position:absolute;inset:0;display:flex;
        align-items:center;justify-content:center;padding:10px;text-align:center;white-space:pre-line;
        font-size:11px;line-height:1.5;color:#5a5d6b;overflow:hidden}
        .slide{background:#fff;padding-bottom:8px}
        .slide .caption,.slide .subcaption{padding:0 14px}
        .caption{font-weight:600;margin-top:6px}
        .subcaption{font-size:13px;color:#555}
        .dots{display:flex;justify-content:center;gap:6px;padding:8px 0 0}
        .dots i{width:7px;height:7px;border-radius:50%;background:rgba(0,0,0,.25)}
        .dots i.on{background:rgba(0,0,0,.75)}
        .actions{margin-top:8px;background:rgba(246,246,248,.86);border-radius:14px;overflow:hidden;color:#000;
        backdrop-filter:blur(24px)}
        .actions div{padding:11px 16px;border-top:.5px solid rgba(60,60,67,.3)}
        .actions div:first-child{border-top:0}
        .android{background:#fff;border-radius:16px}
        .android .app{text-transform:none;letter-spacing:0}
        .android.collapsed .body{-webkit-line-clamp:1}
        .android .icon{border-radius:50%;width:18px;height:18px}
        .android>.media{margin:8px 0 0;border-radius:10px}
        .android-actions{display:flex;flex-wrap:wrap;gap:6px 18px;margin-top:10px;font-size:13px;font-weight:600;
        text-transform:uppercase;color:#1a73e8}
        .carousel{display:flex;flex-wrap:wrap;gap:14px}
        .carousel .item{flex:none;width:360px;max-width:100%;background:rgba(246,246,248,.9);color:#000;\
        border-radius:16px;
        overflow:hidden;padding-bottom:10px}
        .carousel.portrait .item{width:270px}
        .carousel.portrait .media{aspect-ratio:3/4}
        .carousel .caption,.carousel .subcaption,.carousel .link{padding:0 12px}
        .carousel .link{font-size:12px;margin-top:4px}
        .carousel .link a{color:#0a58ca}
        .carousel .link code{background:rgba(0,0,0,.06)}
        .facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:5px 14px;margin:14px 0 0;
        max-width:760px;font-size:13px;background:rgba(0,0,0,.22);padding:12px 16px;border-radius:14px}
        .facts dt{opacity:.7}
        .facts dd{margin:0;min-width:0}
        .page-view{width:300px}
        .phone{position:relative;display:flex;flex-direction:column;width:300px;max-width:100%;min-height:600px;
        border-radius:42px;border:9px solid #0c0c0f;background:#f2f2f7;overflow:hidden;\
        box-shadow:0 14px 36px rgba(0,0,0,.4)}
        .app-behind{position:absolute;inset:0;padding:54px 18px;display:flex;flex-direction:column;gap:14px}
        .app-behind i{display:block;height:64px;border-radius:12px;background:#d9dae3}
        .app-behind i:nth-child(2n){height:28px;width:70%}
        .page{position:relative;flex:1 0 auto;display:flex;flex-direction:column;padding:58px 22px 30px;gap:14px;
        text-align:center}
        .close{position:absolute;top:14px;z-index:3;width:30px;height:30px;border-radius:50%;display:flex;
        align-items:center;justify-content:center;font-size:15px;color:#fff;background:rgba(0,0,0,.45)}
        .close-left{left:14px}
        .close-right{right:14px}
        .close-center{left:50%;transform:translateX(-50%)}
        .texts{display:flex;flex-direction:column;gap:10px;position:relative;z-index:2}
        .grow{flex:1 0 auto;justify-content:center}
        .header{font-weight:700;line-height:1.15;white-space:pre-line}
        .description{white-space:pre-line}
        .page-image{flex:1 0 120px;border-radius:14px}
        .page-image.cover{position:absolute;inset:0;border-radius:0;z-index:1}
        .page-button{position:relative;z-index:2;padding:13px 16px;font-weight:600;font-size:16px}
        .page .dots{position:relative;z-index:2;padding:0}
        .page-facts{margin-top:12px;font-size:12px;padding:10px 12px}
        .single .page-view{width:auto;display:flex;flex-wrap:wrap;gap:0 22px;align-items:flex-start}
        .single figcaption{flex-basis:100%}
        .single .phone{flex:none}
        .single .page-facts{flex:1 1 260px;max-width:360px;margin-top:0;font-size:13px;padding:12px 16px}
        .sw{display:inline-block;width:12px;height:12px;border-radius:3px;vertical-align:-1px;margin-right:5px;
        box-shadow:0 0 0 1px rgba(255,255,255,.5)}
        @media (max-width:560px){main{padding:16px 12px 28px}.single .page-facts{margin-top:12px}}

        """
}
