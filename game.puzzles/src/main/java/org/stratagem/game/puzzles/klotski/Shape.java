package org.stratagem.game.puzzles.klotski;

/**
 * The four shapes of Huarong Dao's pieces, each with its code in a {@link LayoutCode} (the order of
 * the codes is the order layouts are enumerated in).
 */
enum Shape {
    /** An empty cell, not a piece: listed here because a layout code records empty cells too. */
    EMPTY(1, 1),
    /** A soldier, 1x1. */
    SOLDIER(1, 1),
    /** A general standing, 1 wide and 2 tall. */
    VERTICAL(1, 2),
    /** A general lying, 2 wide and 1 tall. */
    HORIZONTAL(2, 1),
    /** Cao Cao, 2x2. */
    CAO_CAO(2, 2);

    /** The shapes by code. */
    static final Shape[] BY_CODE = values();

    private final int width;
    private final int height;

    Shape(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /** @return the columns the shape spans */
    int width() {
        return width;
    }

    /** @return the rows the shape spans */
    int height() {
        return height;
    }

    /** @return the shape's code: its ordinal */
    int code() {
        return ordinal();
    }

    /** @return how the shape is called in messages */
    String describe() {
        return switch (this) {
            case EMPTY -> "an empty cell";
            case SOLDIER -> "a soldier (1x1)";
            case VERTICAL -> "a vertical general (1 wide, 2 tall)";
            case HORIZONTAL -> "a horizontal general (2 wide, 1 tall)";
            case CAO_CAO -> "Cao Cao (2x2)";
        };
    }
}
