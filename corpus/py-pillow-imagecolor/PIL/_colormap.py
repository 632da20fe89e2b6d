# CSS3 named colours (excerpt), as in PIL.ImageColor.colormap after conversion.
colormap = {
    "black": (0, 0, 0),
    "white": (255, 255, 255),
    "red": (255, 0, 0),
    "lime": (0, 255, 0),
    "blue": (0, 0, 255),
    "orange": (255, 165, 0),
    "rebeccapurple": (102, 51, 153),
}
