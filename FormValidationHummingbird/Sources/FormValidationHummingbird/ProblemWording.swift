import FormValidationCore

/// The titles and details of the problems this package answers, in the library's seven languages (English for any
/// other): every refusal speaks the language `Accept-Language` asks for, not only a failed validation.
struct ProblemWording: Sendable {
    /// The texts of one language.
    private struct Texts: Sendable {
        var validationFailed: String
        var requestHasErrors: @Sendable (Int) -> String
        var malformedJSON: String
        var unreadableJSON: String
        var cannotBeReadAsJSON: String
        var notJSON: String
        var tooDeep: @Sendable (Int) -> String
        var duplicateKey: @Sendable (String) -> String
        var numberOutOfRange: @Sendable (String) -> String
        var atByte: @Sendable (Int) -> String
        var unreadableBody: String
        var unreadableBodyDetail: String
        var bodyTooLarge: String
        var bodyTooLargeDetail: @Sendable (Int) -> String
        var unsupportedMediaType: String
        var sendAsJSON: @Sendable (String?) -> String
        var unsupportedContentEncoding: String
        var sendWithoutCoding: @Sendable (String) -> String
        var methodNotAllowed: String
        var useOtherMethod: @Sendable (String, String) -> String
        var malformedRequest: String
        var contentLengthNotANumber: @Sendable (String) -> String
    }

    /// The language the texts are in: one of the library's, or `en`.
    let language: String
    private let texts: Texts

    /// The texts of `language`, or English ones.
    init(language: String) {
        let texts = Self.all[language]
        self.language = texts == nil ? "en" : language
        self.texts = texts ?? Self.english
    }

    var validationFailedTitle: String { texts.validationFailed }
    func validationFailedDetail(count: Int) -> String { texts.requestHasErrors(count) }
    var malformedJSONTitle: String { texts.malformedJSON }
    var unreadableJSONTitle: String { texts.unreadableJSON }
    var unreadableBodyTitle: String { texts.unreadableBody }
    var unreadableBodyDetail: String { texts.unreadableBodyDetail }
    var bodyTooLargeTitle: String { texts.bodyTooLarge }
    func bodyTooLargeDetail(limit: Int) -> String { texts.bodyTooLargeDetail(limit) }
    var unsupportedMediaTypeTitle: String { texts.unsupportedMediaType }
    func unsupportedMediaTypeDetail(_ contentType: String?) -> String { texts.sendAsJSON(contentType) }
    var unsupportedContentEncodingTitle: String { texts.unsupportedContentEncoding }
    func unsupportedContentEncodingDetail(_ coding: String) -> String { texts.sendWithoutCoding(coding) }
    var methodNotAllowedTitle: String { texts.methodNotAllowed }
    func methodNotAllowedDetail(method: String, allowed: String) -> String { texts.useOtherMethod(method, allowed) }
    var malformedRequestTitle: String { texts.malformedRequest }
    func contentLengthDetail(_ value: String) -> String { texts.contentLengthNotANumber(value) }

    /// Why a body cannot be read as JSON, with where: "The body cannot be read as JSON: the text is not valid JSON
    /// (at byte 12)."
    func unreadableJSONDetail(_ error: JSONParsingError) -> String {
        let reason: String
        if error.isNumberOutOfRange {
            reason = texts.numberOutOfRange(error.shownNumber ?? "")
        } else if error.isDuplicateKey {
            reason = texts.duplicateKey(error.shownKey ?? "")
        } else if let limit = error.depthLimit {
            reason = texts.tooDeep(limit)
        } else {
            reason = texts.notJSON
        }
        return texts.cannotBeReadAsJSON + reason + (error.offset.map(texts.atByte) ?? ".")
    }

    private static let all: [String: Texts] = [
        "en": english, "de": german, "es": spanish, "fr": french, "pt-BR": portuguese, "ja": japanese,
        "zh-Hans": chinese,
    ]

    private static let english = Texts(
        validationFailed: "Validation failed",
        requestHasErrors: { $0 == 1 ? "The request has 1 error." : "The request has \($0) errors." },
        malformedJSON: "Malformed JSON", unreadableJSON: "JSON without one meaning",
        cannotBeReadAsJSON: "The body cannot be read as JSON: ", notJSON: "the text is not valid JSON",
        tooDeep: { "the text nests arrays and objects more than \($0) levels deep" },
        duplicateKey: { "the key \($0) appears twice in one object" },
        numberOutOfRange: { "the number \($0) is out of range (\(JSONParsingError.numberLimits))" },
        atByte: { " (at byte \($0))." },
        unreadableBody: "Unreadable body",
        unreadableBodyDetail: "The body could not be read: it ended early, or its chunks are malformed.",
        bodyTooLarge: "Body too large", bodyTooLargeDetail: { "The body must be at most \($0) bytes long." },
        unsupportedMediaType: "Unsupported media type",
        sendAsJSON: {
            "The body must be sent as application/json, not " + ($0.map { "\($0)." } ?? "without a Content-Type.")
        },
        unsupportedContentEncoding: "Unsupported content coding",
        sendWithoutCoding: { "The body must be sent without a content coding, not with \($0)." },
        methodNotAllowed: "Method not allowed", useOtherMethod: { "\($0) is not allowed here; use \($1)." },
        malformedRequest: "Malformed request",
        contentLengthNotANumber: { "The Content-Length \($0) is not a number of bytes." })

    private static let german = Texts(
        validationFailed: "Validierung fehlgeschlagen",
        requestHasErrors: { $0 == 1 ? "Die Anfrage enthält 1 Fehler." : "Die Anfrage enthält \($0) Fehler." },
        malformedJSON: "Fehlerhaftes JSON", unreadableJSON: "JSON ohne eindeutige Bedeutung",
        cannotBeReadAsJSON: "Der Inhalt kann nicht als JSON gelesen werden: ",
        notJSON: "Der Text ist kein gültiges JSON",
        tooDeep: { "Der Text verschachtelt Arrays und Objekte tiefer als \($0) Ebenen" },
        duplicateKey: { "Der Schlüssel \($0) kommt in einem Objekt zweimal vor" },
        numberOutOfRange: {
            "Die Zahl \($0) liegt außerhalb des Bereichs (eine Zahl darf höchstens 38 signifikante Stellen haben und "
                + "muss 0 sein oder einen Betrag von 1e-128 bis unter 1e165 haben)"
        },
        atByte: { " (bei Byte \($0))." },
        unreadableBody: "Unlesbarer Inhalt",
        unreadableBodyDetail:
            "Der Inhalt konnte nicht gelesen werden: Er endete zu früh, oder seine Blöcke sind fehlerhaft.",
        bodyTooLarge: "Inhalt zu groß", bodyTooLargeDetail: { "Der Inhalt darf höchstens \($0) Byte lang sein." },
        unsupportedMediaType: "Nicht unterstützter Medientyp",
        sendAsJSON: {
            "Der Inhalt muss als application/json gesendet werden, nicht "
                + ($0.map { "als \($0)." } ?? "ohne Content-Type.")
        },
        unsupportedContentEncoding: "Nicht unterstützte Inhaltskodierung",
        sendWithoutCoding: { "Der Inhalt muss ohne Inhaltskodierung gesendet werden, nicht mit \($0)." },
        methodNotAllowed: "Methode nicht erlaubt",
        useOtherMethod: { "\($0) ist hier nicht erlaubt; verwenden Sie \($1)." },
        malformedRequest: "Fehlerhafte Anfrage",
        contentLengthNotANumber: { "Die Content-Length \($0) ist keine Anzahl von Bytes." })

    private static let spanish = Texts(
        validationFailed: "La validación ha fallado",
        requestHasErrors: { $0 == 1 ? "La solicitud tiene 1 error." : "La solicitud tiene \($0) errores." },
        malformedJSON: "JSON mal formado", unreadableJSON: "JSON sin un único significado",
        cannotBeReadAsJSON: "El cuerpo no se puede leer como JSON: ", notJSON: "el texto no es JSON válido",
        tooDeep: { "el texto anida matrices y objetos a más de \($0) niveles de profundidad" },
        duplicateKey: { "la clave \($0) aparece dos veces en un objeto" },
        numberOutOfRange: {
            "el número \($0) está fuera de rango (un número debe tener como máximo 38 cifras significativas y ser 0 o "
                + "de una magnitud de 1e-128 a menos de 1e165)"
        },
        atByte: { " (en el byte \($0))." },
        unreadableBody: "Cuerpo ilegible",
        unreadableBodyDetail: "No se pudo leer el cuerpo: terminó antes de tiempo o sus fragmentos están mal formados.",
        bodyTooLarge: "Cuerpo demasiado grande",
        bodyTooLargeDetail: { "El cuerpo debe tener como máximo \($0) bytes." },
        unsupportedMediaType: "Tipo de medio no admitido",
        sendAsJSON: {
            "El cuerpo debe enviarse como application/json, no " + ($0.map { "como \($0)." } ?? "sin Content-Type.")
        },
        unsupportedContentEncoding: "Codificación de contenido no admitida",
        sendWithoutCoding: { "El cuerpo debe enviarse sin codificación de contenido, no con \($0)." },
        methodNotAllowed: "Método no permitido", useOtherMethod: { "\($0) no está permitido aquí; use \($1)." },
        malformedRequest: "Solicitud mal formada",
        contentLengthNotANumber: { "El Content-Length \($0) no es un número de bytes." })

    private static let french = Texts(
        validationFailed: "Échec de la validation",
        requestHasErrors: { $0 == 1 ? "La requête contient 1 erreur." : "La requête contient \($0) erreurs." },
        malformedJSON: "JSON mal formé", unreadableJSON: "JSON sans signification unique",
        cannotBeReadAsJSON: "Le corps ne peut pas être lu comme du JSON\u{202F}: ",
        notJSON: "le texte n’est pas du JSON valide",
        tooDeep: { "le texte imbrique des tableaux et des objets sur plus de \($0) niveaux" },
        duplicateKey: { "la clé \($0) apparaît deux fois dans un objet" },
        numberOutOfRange: {
            "le nombre \($0) est hors limites (un nombre doit avoir au plus 38 chiffres significatifs et valoir 0 ou "
                + "avoir une grandeur de 1e-128 à moins de 1e165)"
        },
        atByte: { " (à l’octet \($0))." },
        unreadableBody: "Corps illisible",
        unreadableBodyDetail:
            "Le corps n’a pas pu être lu\u{202F}: il s’est terminé trop tôt, ou ses blocs sont mal formés.",
        bodyTooLarge: "Corps trop volumineux", bodyTooLargeDetail: { "Le corps doit faire au plus \($0) octets." },
        unsupportedMediaType: "Type de média non pris en charge",
        sendAsJSON: {
            "Le corps doit être envoyé en application/json, pas " + ($0.map { "en \($0)." } ?? "sans Content-Type.")
        },
        unsupportedContentEncoding: "Codage de contenu non pris en charge",
        sendWithoutCoding: { "Le corps doit être envoyé sans codage de contenu, pas avec \($0)." },
        methodNotAllowed: "Méthode non autorisée",
        useOtherMethod: { "\($0) n’est pas autorisé ici\u{202F}; utilisez \($1)." },
        malformedRequest: "Requête mal formée",
        contentLengthNotANumber: { "Le Content-Length \($0) n’est pas un nombre d’octets." })

    private static let portuguese = Texts(
        validationFailed: "A validação falhou",
        requestHasErrors: { $0 == 1 ? "A requisição tem 1 erro." : "A requisição tem \($0) erros." },
        malformedJSON: "JSON malformado", unreadableJSON: "JSON sem significado único",
        cannotBeReadAsJSON: "O corpo não pode ser lido como JSON: ", notJSON: "o texto não é um JSON válido",
        tooDeep: { "o texto aninha arrays e objetos em mais de \($0) níveis" },
        duplicateKey: { "a chave \($0) aparece duas vezes em um objeto" },
        numberOutOfRange: {
            "o número \($0) está fora do intervalo (um número deve ter no máximo 38 algarismos significativos e ser 0 "
                + "ou ter magnitude de 1e-128 a menos de 1e165)"
        },
        atByte: { " (no byte \($0))." },
        unreadableBody: "Corpo ilegível",
        unreadableBodyDetail:
            "Não foi possível ler o corpo: ele terminou antes da hora, ou seus blocos estão malformados.",
        bodyTooLarge: "Corpo grande demais", bodyTooLargeDetail: { "O corpo deve ter no máximo \($0) bytes." },
        unsupportedMediaType: "Tipo de mídia não suportado",
        sendAsJSON: {
            "O corpo deve ser enviado como application/json, não " + ($0.map { "como \($0)." } ?? "sem Content-Type.")
        },
        unsupportedContentEncoding: "Codificação de conteúdo não suportada",
        sendWithoutCoding: { "O corpo deve ser enviado sem codificação de conteúdo, não com \($0)." },
        methodNotAllowed: "Método não permitido", useOtherMethod: { "\($0) não é permitido aqui; use \($1)." },
        malformedRequest: "Requisição malformada",
        contentLengthNotANumber: { "O Content-Length \($0) não é um número de bytes." })

    private static let japanese = Texts(
        validationFailed: "検証に失敗しました",
        requestHasErrors: { "リクエストに\($0)件のエラーがあります。" },
        malformedJSON: "不正な JSON", unreadableJSON: "意味が一つに定まらない JSON",
        cannotBeReadAsJSON: "本文を JSON として読み取れません：", notJSON: "テキストが有効な JSON ではありません",
        tooDeep: { "配列とオブジェクトの入れ子が \($0) 階層を超えています" },
        duplicateKey: { "キー \($0) が一つのオブジェクトに二回現れます" },
        numberOutOfRange: {
            "数値 \($0) は範囲外です（数値は有効数字 38 桁以内で、0 または絶対値が 1e-128 以上 1e165 未満でなければなりません）"
        },
        atByte: { "（\($0) バイト目）。" },
        unreadableBody: "読み取れない本文",
        unreadableBodyDetail: "本文を読み取れませんでした：途中で終わっているか、チャンクの形式が正しくありません。",
        bodyTooLarge: "本文が大きすぎます", bodyTooLargeDetail: { "本文は \($0) バイト以下にしてください。" },
        unsupportedMediaType: "サポートされていないメディアタイプ",
        sendAsJSON: {
            $0.map { "本文は \($0) ではなく application/json で送信してください。" }
                ?? "本文は Content-Type を付けて application/json で送信してください。"
        },
        unsupportedContentEncoding: "サポートされていないコンテンツコーディング",
        sendWithoutCoding: { "本文は \($0) ではなく、コンテンツコーディングなしで送信してください。" },
        methodNotAllowed: "許可されていないメソッド", useOtherMethod: { "ここでは \($0) は使えません。\($1) を使ってください。" },
        malformedRequest: "不正なリクエスト",
        contentLengthNotANumber: { "Content-Length \($0) はバイト数ではありません。" })

    private static let chinese = Texts(
        validationFailed: "验证失败",
        requestHasErrors: { "请求有\($0)处错误。" },
        malformedJSON: "JSON 格式错误", unreadableJSON: "含义不唯一的 JSON",
        cannotBeReadAsJSON: "无法将请求体读取为 JSON：", notJSON: "文本不是有效的 JSON",
        tooDeep: { "文本中数组和对象的嵌套超过 \($0) 层" },
        duplicateKey: { "键 \($0) 在同一对象中出现了两次" },
        numberOutOfRange: { "数字 \($0) 超出范围（数字最多有 38 位有效数字，且必须为 0 或绝对值不小于 1e-128 且小于 1e165）" },
        atByte: { "（位于第 \($0) 字节）。" },
        unreadableBody: "无法读取的请求体",
        unreadableBodyDetail: "无法读取请求体：它提前结束，或其分块格式错误。",
        bodyTooLarge: "请求体过大", bodyTooLargeDetail: { "请求体不得超过 \($0) 字节。" },
        unsupportedMediaType: "不支持的媒体类型",
        sendAsJSON: {
            $0.map { "请求体必须以 application/json 发送，而不是 \($0)。" } ?? "请求体必须带 Content-Type，以 application/json 发送。"
        },
        unsupportedContentEncoding: "不支持的内容编码",
        sendWithoutCoding: { "请求体必须不经内容编码发送，而不是使用 \($0)。" },
        methodNotAllowed: "不允许的方法", useOtherMethod: { "此处不允许使用 \($0)；请使用 \($1)。" },
        malformedRequest: "请求格式错误",
        contentLengthNotANumber: { "Content-Length \($0) 不是字节数。" })
}
