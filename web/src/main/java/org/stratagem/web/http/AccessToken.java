package org.stratagem.web.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Pattern;

/**
 * The secret a request presents to the web interface. Compared in constant time: both sides are
 * hashed (SHA-256) first, so that neither the contents nor the length of the token shows in how long a
 * wrong guess takes to be refused. Its {@link #toString()} does not show it.
 */
final class AccessToken {
    /** What a token is made of: characters that URLs, headers and cookies carry unchanged; 16 or more. */
    static final Pattern WELL_FORMED = Pattern.compile("[A-Za-z0-9._~-]{16,256}");
    private static final int RANDOM_BYTES = 32;

    private final String value;
    private final byte[] digest;

    /**
     * @param value the token
     * @throws IllegalArgumentException if it is not {@link #WELL_FORMED}
     */
    AccessToken(String value) {
        if (!WELL_FORMED.matcher(value).matches()) {
            throw new IllegalArgumentException("a token is 16 to 256 letters, digits, '.', '_', '~' or '-'");
        }
        this.value = value;
        this.digest = sha256(value);
    }

    /** @return a new token of 256 random bits, in base64url without padding (43 characters, safe in a URL) */
    static AccessToken generate(SecureRandom random) {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return new AccessToken(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }

    /** @return the token itself, for the user who must be told it */
    String value() {
        return value;
    }

    /**
     * @param presented what a request presents, or null
     * @return whether it is this token, in a time that does not depend on either
     */
    boolean matches(String presented) {
        return presented != null && MessageDigest.isEqual(digest, sha256(presented));
    }

    /**
     * Writes the token (and a line end) to a file that only its owner can read and write, where the
     * file system has POSIX permissions: a new file made with those permissions, then moved over the
     * old one, so that the token is never readable by others even for a moment.
     *
     * @param file where it goes; its folder is made if missing
     * @throws IOException if it cannot be written
     */
    void writeTo(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.deleteIfExists(temporary);
        boolean posix = file.getFileSystem().supportedFileAttributeViews().contains("posix");
        FileAttribute<?>[] ownerOnly = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
        Files.createFile(temporary, ownerOnly);
        Files.writeString(temporary, value + "\n", StandardCharsets.UTF_8);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    @Override
    public String toString() {
        return "AccessToken[hidden]";
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("every Java platform has SHA-256", impossible);
        }
    }
}
