package org.stratagem.game.puzzles.klotski;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/** Huarong Dao's notation: layouts, named layouts, moves, and every way to get them wrong. */
class KlotskiNotationTest {
    private static final String CLASSIC = "ACCB/ACCB/DEEF/DGHF/I..J";
    /** Cao Cao at the goal: the puzzle is over. */
    private static final String SOLVED = "ABDE/ABDE/FGGH/ICCJ/.CC.";

    private final KlotskiGame game = new KlotskiGame();

    // ------------------------------------------------------------------------------------------
    // Layouts

    @Test
    void theClassicRoundTrips() {
        KlotskiPosition position = game.parsePosition(CLASSIC);
        assertEquals(CLASSIC, game.formatPosition(position));
        assertEquals(CLASSIC, position.toString());
        assertEquals(0, position.movesMade());
        assertEquals(1, position.horizontalGenerals(), "the classic has one horizontal general (E)");
        assertEquals('C', position.letter(position.pieceLettered('C')));
        assertEquals(Shape.CAO_CAO.code(), position.shape(position.pieceLettered('C')));
        assertEquals(1, position.anchor(position.pieceLettered('C')));
        assertEquals(Shape.HORIZONTAL.code(), position.shape(position.pieceLettered('E')));
        assertEquals(Shape.VERTICAL.code(), position.shape(position.pieceLettered('A')));
        assertEquals(Shape.SOLDIER.code(), position.shape(position.pieceLettered('J')));
        assertEquals(-1, position.pieceLettered('K'));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "   ", "横刀立马", "hengdaolima", "HENGDAOLIMA", "HengDaoLiMa", " hengdaolima\t",
        CLASSIC, " " + CLASSIC + " "})
    void theEmptyStringAndTheClassicsNamesAreTheClassic(String text) {
        assertEquals(CLASSIC, game.formatPosition(game.parsePosition(text)));
    }

    @Test
    void everyNamedLayoutParsesByBothNamesInAnyCaseAndRoundTrips() {
        Set<String> names = new HashSet<>();
        for (NamedLayouts.Named named : NamedLayouts.all()) {
            assertTrue(names.add(named.chinese()), named.chinese());
            assertTrue(names.add(named.pinyin()), named.pinyin());
            String layout = game.formatPosition(game.parsePosition(named.layout()));
            assertEquals(named.layout(), layout);
            assertEquals(layout, game.formatPosition(game.parsePosition(named.chinese())), named.chinese());
            assertEquals(layout, game.formatPosition(game.parsePosition(named.pinyin())), named.pinyin());
            assertEquals(layout, game.formatPosition(game.parsePosition(named.pinyin().toUpperCase(Locale.ROOT))),
                    named.pinyin());
            assertEquals(named, NamedLayouts.find(" " + named.pinyin().toUpperCase(Locale.ROOT) + " ").orElseThrow());
            assertEquals(game.parsePosition(named.layout()).key(), game.parsePosition(named.chinese()).key());
        }
        assertTrue(names.size() >= 2 * 40, "at least forty named layouts: " + names.size() / 2);
        assertTrue(NamedLayouts.find("no such layout").isEmpty());
    }

    @Test
    void digitsAndLowerCaseLettersArePiecesToo() {
        String digits = "0112/0112/3445/3675/8..9";
        KlotskiPosition position = game.parsePosition(digits);
        assertEquals(digits, game.formatPosition(position));
        assertEquals(game.parsePosition(CLASSIC).key(), position.key(), "same shapes, other letters");
        assertEquals(Shape.CAO_CAO.code(), position.shape(position.pieceLettered('1')));
        String mixed = "aCCb/aCCb/d44F/d7hF/I..j";
        assertEquals(mixed, game.formatPosition(game.parsePosition(mixed)));
        assertEquals(game.parsePosition(CLASSIC).key(), game.parsePosition(mixed).key());
    }

    @Test
    void lettersAreOnlyNotationAndTheKeyIsTheLayoutOfShapes() {
        KlotskiPosition classic = game.parsePosition(CLASSIC);
        KlotskiPosition relettered = game.parsePosition("JCCI/JCCI/HGGF/HEDF/B..A");
        assertEquals(classic.key(), relettered.key());
        assertEquals("JCCI/JCCI/HGGF/HEDF/B..A", relettered.toString());
        KlotskiPosition swapped = game.parsePosition("ACCB/ACCB/DEEF/DGHF/.IJ.");
        assertNotEquals(classic.key(), swapped.key());
    }

    @Test
    void everyLayoutOfTheSpaceRoundTripsThroughTheNotation() {
        Random random = new Random(41);
        KlotskiSpace space = KlotskiSpace.ALL;
        for (int trial = 0; trial < 3000; trial++) {
            long index = (long) (random.nextDouble() * space.size());
            KlotskiPosition position = space.positionAt(index);
            String text = game.formatPosition(position);
            KlotskiPosition parsed = game.parsePosition(text);
            assertEquals(text, game.formatPosition(parsed));
            assertEquals(position.key(), parsed.key(), text);
            assertEquals(position.canonicalKey(), parsed.canonicalKey(), text);
            assertEquals(index, space.indexOf(parsed), text);
        }
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ACCB/ACCB/DEEF/DGHF           | layout 'ACCB/ACCB/DEEF/DGHF': expected 5 rows separated by '/', found 4, e.g. 'ACCB/ACCB/DEEF/DGHF/I..J'
            ACCB/ACCB/DEEF/DGHF/I..J/     | layout 'ACCB/ACCB/DEEF/DGHF/I..J/': expected 5 rows separated by '/', found 6, e.g. 'ACCB/ACCB/DEEF/DGHF/I..J'
            ACCBACCBDEEFDGHFI..J          | layout 'ACCBACCBDEEFDGHFI..J': expected 5 rows separated by '/', found 1, e.g. 'ACCB/ACCB/DEEF/DGHF/I..J'
            ACCB/ACCB/DEEF/DGHFX/I..J     | layout 'ACCB/ACCB/DEEF/DGHFX/I..J': row 4 'DGHFX' has 5 cells, expected 4
            ACCB/ACCB/DEEF/DGH/I..J       | layout 'ACCB/ACCB/DEEF/DGH/I..J': row 4 'DGH' has 3 cells, expected 4
            ACCB//ACCB/DEEF/DGHF          | layout 'ACCB//ACCB/DEEF/DGHF': row 2 '' has 0 cells, expected 4
            ACCB/ACC B/DEEF/DGHF/I..J     | layout 'ACCB/ACC B/DEEF/DGHF/I..J': row 2 'ACC B' has 5 cells, expected 4
            ACCB/ACCB/DE-F/DGHF/I..J      | layout 'ACCB/ACCB/DE-F/DGHF/I..J': row 3, column 3: '-' is neither '.' nor a letter or digit
            ACCB/ACCB/DEEF/DGHF/I. J      | layout 'ACCB/ACCB/DEEF/DGHF/I. J': row 5, column 3: ' ' is neither '.' nor a letter or digit
            ACCB/ACCB/DEEF/DGHF/I..é      | layout 'ACCB/ACCB/DEEF/DGHF/I..é': row 5, column 4: 'é' is neither '.' nor a letter or digit
            曹CCB/曹CCB/DEEF/DGHF/I..J      | layout '曹CCB/曹CCB/DEEF/DGHF/I..J': row 1, column 1: '曹' is neither '.' nor a letter or digit
            ACCB/ACCB/DEEF/DEHF/I..J      | layout 'ACCB/ACCB/DEEF/DEHF/I..J': piece 'E' covers 3 cells that are not a 1x1, 1x2, 2x1 or 2x2 rectangle
            ACCB/ACCB/DEEF/DGHF/I..I      | layout 'ACCB/ACCB/DEEF/DGHF/I..I': piece 'I' covers 2 cells that are not a 1x1, 1x2, 2x1 or 2x2 rectangle
            ACCB/ACCB/DEEF/DGHF/J..J      | layout 'ACCB/ACCB/DEEF/DGHF/J..J': piece 'J' covers 2 cells that are not a 1x1, 1x2, 2x1 or 2x2 rectangle
            ACCA/ACCB/DEEF/DGHF/I..J      | layout 'ACCA/ACCB/DEEF/DGHF/I..J': piece 'A' covers 3 cells that are not a 1x1, 1x2, 2x1 or 2x2 rectangle
            ACCB/ACCB/DEEE/DGHF/I..J      | layout 'ACCB/ACCB/DEEE/DGHF/I..J': piece 'E' covers 3 cells that are not a 1x1, 1x2, 2x1 or 2x2 rectangle
            ACCB/ACCB/DEEF/DGEF/I..J      | layout 'ACCB/ACCB/DEEF/DGEF/I..J': piece 'E' covers 3 cells that are not a 1x1, 1x2, 2x1 or 2x2 rectangle
            ACCB/ACCB/DEEF/DEEF/G..J      | layout 'ACCB/ACCB/DEEF/DEEF/G..J': two 2x2 pieces, 'C' and 'E'; there is one Cao Cao
            ACCB/ACCB/DEEF/DGGF/...J      | layout 'ACCB/ACCB/DEEF/DGGF/...J': 6 generals (1x2 or 2x1 pieces), expected 5
            ACDB/ACDB/EFFG/EHIG/J..K      | layout 'ACDB/ACDB/EFFG/EHIG/J..K': no 2x2 piece (Cao Cao)
            ACCB/ACCB/DEKF/DGHF/I..J      | layout 'ACCB/ACCB/DEKF/DGHF/I..J': 4 generals (1x2 or 2x1 pieces), expected 5
            ACCB/ACCB/DEEF/DGGF/HH..      | layout 'ACCB/ACCB/DEEF/DGGF/HH..': 7 generals (1x2 or 2x1 pieces), expected 5
            ACCB/ACCB/DEEF/DGHF/I.KJ      | layout 'ACCB/ACCB/DEEF/DGHF/I.KJ': 5 soldiers (1x1 pieces), expected 4
            ACCB/ACCB/DEEF/DGHF/...J      | layout 'ACCB/ACCB/DEEF/DGHF/...J': 3 soldiers (1x1 pieces), expected 4
            ACCB/ACCB/DEEF/DGHF/....      | layout 'ACCB/ACCB/DEEF/DGHF/....': 2 soldiers (1x1 pieces), expected 4
            """)
    void badLayoutsSayWhatAndWhere(String text, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> game.parsePosition(text)).getMessage());
    }

    @Test
    void aCaoCaoSplitInTwoIsNotARectangle() {
        // "CC" twice in row 1 and row 3: one letter in two separate places
        String text = "CCAB/DDAB/CCEE/FGHI/F..I";
        NotationException error = assertThrows(NotationException.class, () -> game.parsePosition(text));
        assertEquals("layout '" + text + "': piece 'C' covers 4 cells that are not a 1x1, 1x2, 2x1 or 2x2 rectangle",
                error.getMessage());
    }

    @Test
    void theEmptyStringIsNotALayoutOfItsOwn() {
        assertEquals("layout '': expected 5 rows separated by '/', found 1, e.g. 'ACCB/ACCB/DEEF/DGHF/I..J'",
                assertThrows(NotationException.class, () -> LayoutNotation.parse("")).getMessage());
    }

    @Test
    void anUnknownNameListsTheKnownOnes() {
        String message = assertThrows(NotationException.class, () -> game.parsePosition("hengdaolimaa")).getMessage();
        assertTrue(message.startsWith("layout 'hengdaolimaa': neither a layout (5 rows separated by '/') nor a known "
                + "name: 横刀立马, 指挥若定, "), message);
        assertTrue(message.endsWith(" (or their pinyin)"), message);
        String echo = assertThrows(NotationException.class, () -> game.parsePosition("z".repeat(100_000))).getMessage();
        assertTrue(echo.startsWith("layout '" + "z".repeat(40) + "...': "), echo.substring(0, 60));
    }

    @Test
    void layoutErrorsNameTheLayout() {
        for (String text : List.of("x", "ACCB/ACCB/DEEF/DGHF/I..I", "ACCB/ACCB/DEEF/DGHF/...J", "ACCB/ACCB/DEEF/DGHF/I..")) {
            NotationException error = assertThrows(NotationException.class, () -> game.parsePosition(text));
            assertTrue(error.getMessage().startsWith("layout '" + text + "': "), error.getMessage());
            assertFalse(error.getMessage().isBlank());
        }
    }

    // ------------------------------------------------------------------------------------------
    // Moves

    @Test
    void theClassicsMovesInOrder() {
        KlotskiPosition position = game.parsePosition(CLASSIC);
        assertEquals(List.of("G D", "G DR", "H DL", "H D", "I R", "I RR", "J LL", "J L"), formatted(position, Metric.PIECE));
        assertEquals(List.of("G D", "H D", "I R", "J L"), formatted(position, Metric.STEP));
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        List<String> legalText = new ArrayList<>();
        for (int move : legal.toArray()) {
            legalText.add(game.formatMove(position, move));
        }
        assertEquals(formatted(position, Metric.PIECE), legalText);
    }

    @Test
    void aMoveTurningACornerIsOneMoveWithItsSlidesInOrder() {
        KlotskiPosition position = game.parsePosition("ACCB/ACCB/DEEF/DG.F/IH.J");
        int move = game.parseMove(position, "G RD");
        assertEquals(position.pieceLettered('G'), KlotskiPosition.piece(move));
        assertEquals(3 * 4 + 2 + 4, KlotskiPosition.target(move), "row 5, column 3");
        assertEquals("G RD", game.formatMove(position, move));
        assertTrue(formatted(position, Metric.PIECE).contains("G RD"));
        assertFalse(formatted(position, Metric.STEP).contains("G RD"));
        position.makeMove(move);
        assertEquals("ACCB/ACCB/DEEF/D..F/IHGJ", position.toString());
        // a longer way round to the same place is the same move, written the short way
        KlotskiPosition open = game.parsePosition("ACCB/ACCB/DEEF/DGHF/I..J");
        int around = game.parseMove(open, "I RRL");
        assertEquals(game.parseMove(open, "I R"), around);
        assertEquals("I R", game.formatMove(open, around));
        assertEquals(game.parseMove(open, "G DR"), game.parseMove(open, "G  DR"));
        assertEquals(game.parseMove(open, "G DR"), game.parseMove(open, " G\tDR "));
    }

    @Test
    void everyLegalMoveRoundTripsInSeveralPositions() {
        Random random = new Random(7);
        MoveList moves = new MoveList();
        List<KlotskiPosition> starts = new ArrayList<>();
        for (NamedLayouts.Named named : NamedLayouts.all()) {
            starts.add(game.parsePosition(named.layout()));
        }
        for (int trial = 0; trial < 60; trial++) {
            starts.add(KlotskiSpace.ALL.positionAt((long) (random.nextDouble() * KlotskiSpace.ALL.size())));
        }
        int checked = 0;
        for (KlotskiPosition position : starts) {
            for (int ply = 0; ply < 40 && !position.isTerminal(); ply++) {
                for (Metric metric : Metric.values()) {
                    position.addMoves(metric, moves);
                    for (int move : moves.toArray()) {
                        String text = game.formatMove(position, move);
                        assertTrue(text.matches("[A-Za-z0-9] [UDLR]+"), text);
                        assertTrue(metric == Metric.PIECE || text.length() == 3, text);
                        assertEquals(move, game.parseMove(position, text), position + " " + text);
                        checked++;
                    }
                }
                position.legalMoves(moves);
                position.makeMove(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(checked > 10_000, "moves checked: " + checked);
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            GD        | move 'GD': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            G         | move 'G': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            ""        | move '': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            G d       | move 'G d': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            G X       | move 'G X': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            GH D      | move 'GH D': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            G D R     | move 'G D R': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            G>D       | move 'G>D': expected a piece's letter, a space and its slides in order (U, D, L, R), e.g. 'C D' or 'G RD'
            Z D       | move 'Z D': there is no piece 'Z' in ACCB/ACCB/DEEF/DGHF/I..J
            g D       | move 'g D': there is no piece 'g' in ACCB/ACCB/DEEF/DGHF/I..J
            . D       | move '. D': there is no piece '.' in ACCB/ACCB/DEEF/DGHF/I..J
            C D       | move 'C D': slide 1 (D) of piece 'C' is blocked in ACCB/ACCB/DEEF/DGHF/I..J
            A U       | move 'A U': slide 1 (U) of piece 'A' is blocked in ACCB/ACCB/DEEF/DGHF/I..J
            A L       | move 'A L': slide 1 (L) of piece 'A' is blocked in ACCB/ACCB/DEEF/DGHF/I..J
            G DD      | move 'G DD': slide 2 (D) of piece 'G' is blocked in ACCB/ACCB/DEEF/DGHF/I..J
            G DRU     | move 'G DRU': slide 3 (U) of piece 'G' is blocked in ACCB/ACCB/DEEF/DGHF/I..J
            I RRR     | move 'I RRR': slide 3 (R) of piece 'I' is blocked in ACCB/ACCB/DEEF/DGHF/I..J
            G R       | move 'G R': slide 1 (R) of piece 'G' is blocked in ACCB/ACCB/DEEF/DGHF/I..J
            G DU      | move 'G DU': the piece ends where it started
            I RLRL    | move 'I RLRL': the piece ends where it started
            G DRLU    | move 'G DRLU': the piece ends where it started
            """)
    void badMovesSayWhatAndWhere(String text, String message) {
        KlotskiPosition position = game.parsePosition(CLASSIC);
        assertEquals(message, assertThrows(NotationException.class, () -> game.parseMove(position, text)).getMessage());
        assertEquals(CLASSIC, position.toString(), "a rejected move changes nothing");
    }

    @Test
    void noMoveInASolvedLayout() {
        KlotskiPosition position = game.parsePosition(SOLVED);
        assertTrue(position.isTerminal());
        assertEquals("move 'I D': the puzzle is over in " + SOLVED,
                assertThrows(NotationException.class, () -> game.parseMove(position, "I D")).getMessage());
        assertEquals("move 'C U': the puzzle is over in " + SOLVED,
                assertThrows(NotationException.class, () -> game.parseMove(position, "C U")).getMessage());
    }

    private List<String> formatted(KlotskiPosition position, Metric metric) {
        MoveList moves = new MoveList();
        position.addMoves(metric, moves);
        List<String> texts = new ArrayList<>();
        for (int move : moves.toArray()) {
            texts.add(game.formatMove(position, move));
        }
        return texts;
    }

    /** Found by {@code KlotskiFuzzTest}: a bad layout or move was quoted whole, control characters and all. */
    @Test
    void aHugeOrMultiLineTextIsQuotedByAShortPrefixOnOneLine() {
        String huge = CLASSIC + "x".repeat(10_000_000);
        String prefix = CLASSIC + "x".repeat(NotationException.EXCERPT_LENGTH - CLASSIC.length()) + "...";
        assertTrue(assertThrows(NotationException.class, () -> game.parsePosition(huge)).getMessage()
                .startsWith("layout '" + prefix + "': row 5 'I..J" + "x".repeat(NotationException.EXCERPT_LENGTH - 4) + "...' has "));
        assertEquals("layout 'ACCB/ACCB/DEEF/DGHF/I.?J': row 5, column 3: '?' is neither '.' nor a letter or digit",
                assertThrows(NotationException.class, () -> game.parsePosition("ACCB/ACCB/DEEF/DGHF/I.\nJ")).getMessage());
        KlotskiPosition classic = game.parsePosition(CLASSIC);
        assertTrue(assertThrows(NotationException.class, () -> game.parseMove(classic, "G " + "R".repeat(10_000_000)))
                .getMessage().startsWith("move 'G " + "R".repeat(NotationException.EXCERPT_LENGTH - 2) + "...': "));
    }
}
