"""Reduced Unicode tables: sorted, non-overlapping (start, end) ranges."""

ZERO_WIDTH = (
    (0x00300, 0x0036f,),  # Combining Grave Accent  ..Combining Latin Small Le
    (0x00483, 0x00489,),  # Combining Cyrillic Titlo..Combining Cyrillic Milli
    (0x00591, 0x005bd,),  # Hebrew Accent Etnahta   ..Hebrew Point Meteg
    (0x0200b, 0x0200f,),  # Zero Width Space        ..Right-to-left Mark
    (0x020d0, 0x020f0,),  # Combining Left Harpoon A..Combining Asterisk Above
    (0x0fe00, 0x0fe0f,),  # Variation Selector-1    ..Variation Selector-16
    (0x0fe20, 0x0fe2f,),  # Combining Ligature Left ..Combining Cyrillic Titlo
)

WIDE_EASTASIAN = (
    (0x01100, 0x0115f,),  # Hangul Choseong Kiyeok  ..Hangul Choseong Filler
    (0x02e80, 0x0303e,),  # Cjk Radical Repeat      ..Ideographic Variation In
    (0x03041, 0x033ff,),  # Hiragana Letter Small A ..Square Gal
    (0x03400, 0x04dbf,),  # Cjk Unified Ideograph-34..Cjk Unified Ideograph-4d
    (0x04e00, 0x09fff,),  # Cjk Unified Ideograph-4e..Cjk Unified Ideograph-9f
    (0x0ac00, 0x0d7a3,),  # Hangul Syllable Ga      ..Hangul Syllable Hih
    (0x0ff01, 0x0ff60,),  # Fullwidth Exclamation Ma..Fullwidth Right White Pa
    (0x1f300, 0x1f64f,),  # Cyclone                 ..Person With Folded Hands
    (0x20000, 0x2fffd,),  # Cjk Unified Ideograph-20..(nil)
)
