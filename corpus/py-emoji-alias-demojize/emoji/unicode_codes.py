component = 1
fully_qualified = 2
minimally_qualified = 3
unqualified = 4

STATUS = {
    "component": component,
    "fully_qualified": fully_qualified,
    "minimally_qualified": minimally_qualified,
    "unqualified": unqualified,
}

EMOJI_DATA = {
    u'\U0001F44D': {
        'en': ':thumbs_up:',
        'status': fully_qualified,
        'E': 0.6,
        'alias': [':thumbsup:', ':+1:'],
        'es': ':pulgar_hacia_arriba:',
    },
    u'\U0001F40D': {
        'en': ':snake:',
        'status': fully_qualified,
        'E': 0.6,
        'es': ':serpiente:',
    },
    u'\U0001F602': {
        'en': ':face_with_tears_of_joy:',
        'status': fully_qualified,
        'E': 0.6,
        'alias': [':joy:'],
        'es': ':cara_llorando_de_risa:',
    },
    u'\u2764\ufe0f': {
        'en': ':red_heart:',
        'status': fully_qualified,
        'E': 0.6,
        'alias': [':heart:'],
        'es': ':corazón_rojo:',
    },
}
