package org.stratagem.game.puzzles.klotski;

import java.util.LinkedHashMap;
import java.util.Map;
import org.stratagem.engine.api.NotationException;

/**
 * Reads the layout notation: 5 rows of 4 characters separated by {@code /}; {@code .} an empty
 * cell; every piece's cells carry the same letter or digit, different pieces different ones. Shapes
 * are read from the cells: the 2x2 piece is Cao Cao, 1x2 and 2x1 pieces are generals, 1x1 pieces
 * soldiers. A layout needs one Cao Cao, five generals, four soldiers and two empty cells. Every
 * error says what is wrong and where.
 */
final class LayoutNotation {
    private static final String EXAMPLE = "e.g. 'ACCB/ACCB/DEEF/DGHF/I..J'";

    private LayoutNotation() {
    }

    /**
     * @param text a layout
     * @return the position
     * @throws NotationException if the text is not a legal layout
     */
    static KlotskiPosition parse(String text) {
        String[] rows = text.strip().split("/", -1);
        if (rows.length != Board.ROWS) {
            throw new NotationException("layout '" + NotationException.excerpt(text) + "': expected " + Board.ROWS + " rows separated by '/', found "
                    + rows.length + ", " + EXAMPLE);
        }
        Map<Character, Integer> cellsOf = new LinkedHashMap<>();
        for (int row = 0; row < Board.ROWS; row++) {
            if (rows[row].length() != Board.COLUMNS) {
                throw new NotationException("layout '" + NotationException.excerpt(text) + "': row " + (row + 1) + " '" + NotationException.excerpt(rows[row]) + "' has "
                        + rows[row].length() + " cells, expected " + Board.COLUMNS);
            }
            for (int column = 0; column < Board.COLUMNS; column++) {
                char letter = rows[row].charAt(column);
                int cell = 1 << (row * Board.COLUMNS + column);
                if (letter == '.') {
                    continue;
                }
                if (Character.isLetterOrDigit(letter) && letter < 128) {
                    cellsOf.merge(letter, cell, (a, b) -> a | b);
                } else {
                    throw new NotationException("layout '" + NotationException.excerpt(text) + "': row " + (row + 1) + ", column " + (column + 1)
                            + ": '" + NotationException.excerpt(String.valueOf(letter)) + "' is neither '.' nor a letter or digit");
                }
            }
        }
        return build(text, cellsOf);
    }

    private static KlotskiPosition build(String text, Map<Character, Integer> cellsOf) {
        int[] shapes = new int[cellsOf.size()];
        int[] anchors = new int[cellsOf.size()];
        char[] letters = new char[cellsOf.size()];
        int[] counts = new int[Shape.BY_CODE.length];
        int piece = 0;
        char cao = 0;
        for (Map.Entry<Character, Integer> entry : cellsOf.entrySet()) {
            char letter = entry.getKey();
            Shape shape = shapeOf(text, letter, entry.getValue());
            if (shape == Shape.CAO_CAO && cao != 0) {
                throw new NotationException("layout '" + NotationException.excerpt(text) + "': two 2x2 pieces, '" + cao + "' and '" + letter
                        + "'; there is one Cao Cao");
            }
            cao = shape == Shape.CAO_CAO ? letter : cao;
            counts[shape.code()]++;
            shapes[piece] = shape.code();
            anchors[piece] = Integer.numberOfTrailingZeros(entry.getValue());
            letters[piece++] = letter;
        }
        checkCounts(text, counts);
        return new KlotskiPosition(shapes, anchors, letters);
    }

    /** @return the shape of a piece's cells, if they form one */
    private static Shape shapeOf(String text, char letter, int cells) {
        int anchor = Integer.numberOfTrailingZeros(cells);
        for (Shape shape : Shape.BY_CODE) {
            if (shape != Shape.EMPTY && Board.cover(shape.code(), anchor) == cells) {
                return shape;
            }
        }
        throw new NotationException("layout '" + NotationException.excerpt(text) + "': piece '" + letter + "' covers " + Integer.bitCount(cells)
                + " cell" + (Integer.bitCount(cells) == 1 ? "" : "s") + " that are not a 1x1, 1x2, 2x1 or 2x2 rectangle");
    }

    /** With one Cao Cao, five generals and four soldiers on 20 cells, two cells are empty. */
    private static void checkCounts(String text, int[] counts) {
        int generals = counts[Shape.VERTICAL.code()] + counts[Shape.HORIZONTAL.code()];
        String problem = counts[Shape.CAO_CAO.code()] != 1 ? "no 2x2 piece (Cao Cao)"
                : generals != 5 ? generals + " generals (1x2 or 2x1 pieces), expected 5"
                : counts[Shape.SOLDIER.code()] != 4 ? counts[Shape.SOLDIER.code()] + " soldiers (1x1 pieces), expected 4"
                : null;
        if (problem != null) {
            throw new NotationException("layout '" + NotationException.excerpt(text) + "': " + problem);
        }
    }
}
