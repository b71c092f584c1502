package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.NotationException;

/**
 * The syntax of an SGF game record (Smart Game Format, FF[4], red-bean.com/sgf), whatever the
 * game: its first game tree's main line, the nodes from the root along the first variation at every
 * branch, each its properties in order. The rest of the tree (other variations) and anything after the
 * first game tree (more games of a collection) are checked for their brackets only, or not at all.
 *
 * <p>Tolerated, as SGF readers do: white space between the parts; lower-case letters in a property's
 * identifier, which FF[3] allowed and which are ignored ({@code AddBlack} is {@code AB}). A value is
 * read with its escapes: {@code \} keeps the next character, and drops a line break after it (a soft
 * line break). What cannot be read is refused in one line with its place,
 * {@code SGF line L, column C: ...}. The reader runs in a loop, not by recursion, so that no nesting
 * can overflow its stack.
 */
final class SgfTree {
    private final String text;
    private int at;

    /**
     * One property of a node: {@code AB[aa][bb]}.
     *
     * @param id     the identifier, its upper-case letters
     * @param values the values, escapes undone
     */
    record Property(String id, List<String> values) {
    }

    private SgfTree(String text) {
        this.text = text;
    }

    /**
     * @param text an SGF collection
     * @return the nodes of its first game tree's main line, each its properties
     * @throws NotationException if the first game tree is not well formed
     */
    static List<List<Property>> mainLine(String text) {
        return new SgfTree(text).firstTree();
    }

    private List<List<Property>> firstTree() {
        expect('(');
        List<List<Property>> nodes = new ArrayList<>();
        int depth = 1;
        // the main line is every node before the first ')': then its last variation has ended
        boolean mainLine = true;
        while (depth > 0) {
            char next = nextToken("';', '(' or ')'");
            at++;
            switch (next) {
                case ';' -> {
                    List<Property> node = properties();
                    if (mainLine) {
                        nodes.add(node);
                    }
                }
                case '(' -> depth++;
                case ')' -> {
                    depth--;
                    mainLine = false;
                }
                default -> throw refused(at - 1, "expected ';', '(' or ')', found '" + NotationException.excerpt(String.valueOf(next)) + "'");
            }
        }
        if (nodes.isEmpty()) {
            throw refused(0, "the game tree has no node");
        }
        return nodes;
    }

    /** @return the properties of a node, read up to the next ';', '(' or ')' */
    private List<Property> properties() {
        List<Property> properties = new ArrayList<>();
        while (true) {
            skipSpace();
            if (at >= text.length() || !Character.isLetter(text.charAt(at))) {
                return properties;
            }
            int start = at;
            StringBuilder id = new StringBuilder();
            while (at < text.length() && Character.isLetter(text.charAt(at))) {
                char letter = text.charAt(at++);
                if (letter >= 'A' && letter <= 'Z') {
                    id.append(letter);
                } else if (letter < 'a' || letter > 'z') {
                    throw refused(at - 1, "'" + NotationException.excerpt(String.valueOf(letter)) + "' in a property's name");
                }
            }
            if (id.length() == 0) {
                throw refused(start, "a property's name has no capital letter");
            }
            List<String> values = new ArrayList<>();
            skipSpace();
            if (at >= text.length() || text.charAt(at) != '[') {
                throw refused(at, "property " + NotationException.excerpt(id.toString()) + " has no value: expected '['");
            }
            while (at < text.length() && text.charAt(at) == '[') {
                values.add(value());
                skipSpace();
            }
            properties.add(new Property(id.toString(), values));
        }
    }

    /** @return a value {@code [...]}, from its '[' past its ']', escapes undone */
    private String value() {
        int open = at++;
        StringBuilder value = new StringBuilder();
        while (at < text.length() && text.charAt(at) != ']') {
            char c = text.charAt(at++);
            if (c == '\\' && at < text.length()) {
                char escaped = text.charAt(at++);
                if (escaped == '\r' && at < text.length() && text.charAt(at) == '\n') {
                    at++;
                } else if (escaped != '\n' && escaped != '\r') {
                    value.append(escaped);
                }
            } else {
                value.append(c);
            }
        }
        if (at >= text.length()) {
            throw refused(open, "the value opened here has no ']'");
        }
        at++;
        return value.toString();
    }

    private void expect(char wanted) {
        char found = nextToken("'" + wanted + "'");
        if (found != wanted) {
            throw refused(at, "expected '" + wanted + "', found '" + NotationException.excerpt(String.valueOf(found)) + "'");
        }
        at++;
    }

    /** @return the next character after white space, not consumed */
    private char nextToken(String expected) {
        skipSpace();
        if (at >= text.length()) {
            throw refused(at, "the record ends where " + expected + " was expected");
        }
        return text.charAt(at);
    }

    private void skipSpace() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    /** @return the refusal of the text at an offset, with its line and column (from 1) */
    private NotationException refused(int offset, String why) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(offset, text.length()); i++) {
            boolean breaks = text.charAt(i) == '\n' || text.charAt(i) == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n');
            line += breaks ? 1 : 0;
            column = breaks ? 1 : column + 1;
        }
        return new NotationException("SGF line " + line + ", column " + column + ": " + why);
    }
}
